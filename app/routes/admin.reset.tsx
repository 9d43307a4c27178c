import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.reset";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  LOGIN_COOKIE,
  loginFormToken,
  newPasswordProblem,
  readCookie,
  SESSION_COOKIE,
  signInClient,
  staffCookie,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  inputClass,
  Notice,
  PasswordField,
  StaffErrorPage,
  StaffHeader,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { RESET_HOURS } from "#app/features/admin/link-lifetimes.ts";

export const meta: Route.MetaFunction = () => staffMeta("Choose a new password");

const USED_UP = "This reset link has expired or was already used. Ask for a new one below.";
/** The same answer whether or not the address has an account: nobody learns who works here. */
const ON_ITS_WAY = `If an active staff account has that e-mail, a link to choose a new password is on its way. It works for ${RESET_HOURS} hours.`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { inbox, secure } = inboxRequest(context);
  if (params.token) {
    const reset = await inbox.people.resetFor(params.token);
    return data(
      { step: "choose" as const, name: reset?.name ?? null, formToken: "" },
      { status: reset ? 200 : 404 },
    );
  }
  const formToken = loginFormToken(request, inbox.auth.newFormToken);
  return data(
    { step: "ask" as const, name: null, formToken },
    { headers: { "Set-Cookie": staffCookie(LOGIN_COOKIE, formToken, { secure, maxAge: 3600 }) } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { inbox, secure } = inboxRequest(context);
  const client = signInClient(request, context);
  const form = await staffForm(request, ["formToken", "email", "password"]);
  if (!params.token) {
    if (!form.formToken || form.formToken !== readCookie(request, LOGIN_COOKIE)) {
      return data(
        { error: "This form has expired: reload the page and try again.", sent: false },
        { status: 403 },
      );
    }
    const wait = await inbox.auth.throttled(client.clientHash, (form.email ?? "").trim().toLowerCase());
    if ("retryMinutes" in wait) {
      return data(
        {
          error: `Too many tries from this connection. Try again in ${wait.retryMinutes} minutes.`,
          sent: false,
        },
        { status: 429 },
      );
    }
    await inbox.people.requestReset((form.email ?? "").slice(0, 320), client.clientHash);
    return { error: null, sent: true };
  }
  const reset = await inbox.people.resetFor(params.token);
  if (!reset) return data({ error: USED_UP, sent: false }, { status: 404 });
  const weak = newPasswordProblem(form.password, reset.email);
  if (weak) return data({ error: weak, sent: false }, { status: 400 });
  const person = await inbox.people.completeReset(params.token, form.password ?? "", client.clientHash);
  if (!person) return data({ error: USED_UP, sent: false }, { status: 404 });
  const { token } = await inbox.auth.signInAs(person, client, "with a new password");
  throw redirect("/admin", { headers: { "Set-Cookie": staffCookie(SESSION_COOKIE, token, { secure }) } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error ? { tone: "error" as const, text: actionData.error } : null;
  return (
    <>
      <StaffHeader />
      <main
        id="main"
        tabIndex={-1}
        className="flex grow items-start justify-center px-4 py-16 focus:outline-none"
      >
        <div className="w-full max-w-md rounded-3xl bg-card p-8 shadow-raised sm:p-10">
          {loaderData.step === "choose" ? (
            loaderData.name ? (
              <>
                <h1 className="text-3xl">Choose a new password</h1>
                <p className="mt-3 text-muted">
                  For {loaderData.name}. Saving it signs you in here and out everywhere else.
                </p>
                <Form method="post" className="mt-6 grid gap-4">
                  <PasswordField label="New password" />
                  <Notice notice={error} />
                  <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
                    Save and sign in
                  </button>
                </Form>
              </>
            ) : (
              <>
                <h1 className="text-3xl">This link no longer works</h1>
                <p className="mt-4 text-lg text-muted">{USED_UP}</p>
                <Link to="/admin/reset" className={textLinkClasses("mt-4")}>
                  Ask for a new link
                </Link>
              </>
            )
          ) : (
            <>
              <h1 className="text-3xl">Forgot your password?</h1>
              <p className="mt-3 text-muted">
                Type the e-mail you sign in with and we will send a link to choose a new one.
              </p>
              {actionData?.sent ? (
                <Notice notice={{ tone: "success", text: ON_ITS_WAY }} />
              ) : (
                <Form method="post" className="mt-6 grid gap-4">
                  <input type="hidden" name="formToken" value={loaderData.formToken} />
                  <div>
                    <label htmlFor="email" className="mb-1.5 block text-sm font-semibold">
                      E-mail
                    </label>
                    <input
                      id="email"
                      name="email"
                      type="email"
                      required
                      autoComplete="username"
                      className={inputClass}
                    />
                  </div>
                  <Notice notice={error} />
                  <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
                    Send me a link
                  </button>
                </Form>
              )}
              <Link to="/admin/login" className={textLinkClasses("mt-4")}>
                Back to sign in
              </Link>
            </>
          )}
        </div>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
