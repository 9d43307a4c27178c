import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { TextField } from "#app/features/forms/form-fields.tsx";
import type { Route } from "./+types/admin.login";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import {
  inboxPath,
  inboxRequest,
  loginForm,
  loginFormMatches,
  readCookie,
  SESSION_COOKIE,
  sessionRedirect,
  signInClient,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import { Notice, SignInCard, StaffErrorPage, staffMeta } from "#app/features/admin/staff-ui.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox, secure } = inboxRequest(context);
  if (!(await inbox.auth.enabled())) {
    return data({ enabled: false, formToken: "", setup: false, restored: null }, { status: 404 });
  }
  // A fresh install has nobody to sign in yet: the setup password creates the owner account first.
  if (!(await inbox.auth.hasAccounts())) throw redirect("/admin/setup");
  if ((await inbox.auth.session(readCookie(request, SESSION_COOKIE, secure)))?.staff) {
    throw redirect(inboxPath(new URL(request.url).searchParams.get("next")));
  }
  const { formToken, headers } = loginForm(request, context);
  return data(
    { enabled: true, formToken, setup: inbox.auth.setupEnabled, restored: restoredNotice(request) },
    { headers },
  );
}

/** After a restore from the setup page (?restored=the backup's time): which backup came back, in words. */
function restoredNotice(request: Request): string | null {
  const value = new URL(request.url).searchParams.get("restored");
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return `Restored the backup of ${staffDate(at, { inSentence: true })}: sign in with your usual account.`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox, secure } = inboxRequest(context);
  const form = await staffForm(request, ["formToken", "email", "password"]);
  if (!loginFormMatches(request, context, form.formToken)) {
    return data({ error: "This sign-in form has expired: reload the page and try again." }, { status: 403 });
  }
  const result = await inbox.auth.signIn(
    form.email ?? "",
    form.password ?? "",
    signInClient(request, context),
  );
  if (result.ok) {
    throw sessionRedirect(inboxPath(new URL(request.url).searchParams.get("next")), result.token, secure);
  }
  if (result.reason === "throttled") {
    const minutes = `${result.retryMinutes} minute${result.retryMinutes === 1 ? "" : "s"}`;
    return data(
      {
        error:
          result.scope === "client"
            ? `Too many failed sign-ins from this connection. Try again in ${minutes}.`
            : `Too many failed sign-ins for this e-mail. Try again in ${minutes}, or ask for a new password.`,
      },
      { status: 429 },
    );
  }
  if (result.reason === "disabled") return data({ error: "The staff area is turned off." }, { status: 404 });
  return data(
    { error: "That e-mail and password do not match an active account. Check both and try again." },
    { status: 401 },
  );
}

/** Signs in with a passkey alone: the device offers this site's passkeys, and the one chosen names its person. */
function PasskeySignIn({ formToken, onProblem }: { formToken: string; onProblem: (text: string) => void }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return null;
  async function signIn() {
    setBusy(true);
    const { passkeyCeremony } = await import("#app/features/admin/passkey-client.ts");
    const next = new URL(window.location.href).searchParams.get("next") ?? "/admin";
    const outcome = await passkeyCeremony("authenticate", "/admin/passkeys", {
      purpose: "sign-in",
      formToken,
      next,
    });
    if (outcome.ok) {
      window.location.assign(outcome.next ?? "/admin");
      return;
    }
    setBusy(false);
    onProblem(outcome.text);
  }
  return (
    <button
      type="button"
      onClick={() => void signIn()}
      disabled={busy}
      className={buttonClasses("secondary", "md", "w-full")}
    >
      {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
    </button>
  );
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [passkeyProblem, setPasskeyProblem] = useState<string | null>(null);
  const error = passkeyProblem ?? actionData?.error;
  const form = useRef<HTMLFormElement>(null);
  // A refused sign-in empties the password and puts the cursor there for the next try, as the page does without
  // JavaScript (a password field is never sent back filled in). The e-mail stays as typed.
  useEffect(() => {
    const password = form.current?.elements.namedItem("password");
    if (!actionData?.error || !(password instanceof HTMLInputElement)) return;
    password.value = "";
    password.focus();
  }, [actionData]);
  return (
    <SignInCard>
      <h1 className="text-3xl">Sign in to the staff area</h1>
      {loaderData.restored ? <Notice notice={{ tone: "success", text: loaderData.restored }} /> : null}
      {loaderData.enabled ? (
        <>
          <Form ref={form} method="post" className="mt-6 grid gap-4" onSubmit={() => setPasskeyProblem(null)}>
            <input type="hidden" name="formToken" value={loaderData.formToken} />
            <TextField
              id="email"
              label="E-mail"
              name="email"
              type="email"
              required
              autoComplete="username webauthn"
            />
            <TextField
              id="password"
              label="Password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
            />
            <Notice notice={error ? { tone: "error", text: error } : null} />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className={buttonClasses("primary", "md", "w-full")}
            >
              {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
            </button>
          </Form>
          <div className="mt-4 grid gap-2">
            <PasskeySignIn formToken={loaderData.formToken} onProblem={setPasskeyProblem} />
            <Link to="/admin/reset" className={textLinkClasses("justify-center")}>
              Forgot your password?
            </Link>
            {loaderData.setup ? (
              <Link
                to="/admin/setup"
                className="min-h-11 content-center text-center text-sm text-muted underline-offset-4 hover:underline"
              >
                Every owner locked out? Use the setup password
              </Link>
            ) : null}
          </div>
        </>
      ) : (
        <p className="mt-4 text-lg text-muted">
          The staff area is not set up on this server yet. Ask whoever installed the site to give it a setup
          password (the README says how, under “Staff accounts”), then come back here to create the owner
          account.
        </p>
      )}
    </SignInCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
