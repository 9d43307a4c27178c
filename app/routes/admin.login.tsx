import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.login";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  inboxPath,
  inboxRequest,
  LOGIN_COOKIE,
  readCookie,
  SESSION_COOKIE,
  staffCookie,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import { inputClass, Notice, StaffErrorPage, StaffHeader, staffMeta } from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox, secure } = inboxRequest(context);
  if (!inbox.auth.enabled) return data({ enabled: false, formToken: "" }, { status: 404 });
  if (await inbox.auth.session(readCookie(request, SESSION_COOKIE))) {
    throw redirect(inboxPath(new URL(request.url).searchParams.get("next")));
  }
  // The sign-in form's CSRF token: a cookie and a hidden field that must match (there is no session yet). An
  // existing one is kept, so two open tabs, or a second try after a wrong password, still match.
  const existing = readCookie(request, LOGIN_COOKIE);
  const formToken = existing && /^[\w-]{43}$/.test(existing) ? existing : inbox.auth.newFormToken();
  return data(
    { enabled: true, formToken },
    { headers: { "Set-Cookie": staffCookie(LOGIN_COOKIE, formToken, { secure, maxAge: 3600 }) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox, clientHash, secure } = inboxRequest(context);
  const form = await staffForm(request, ["formToken", "password"]);
  if (!form.formToken || form.formToken !== readCookie(request, LOGIN_COOKIE)) {
    return data({ error: "This sign-in form has expired: reload the page and try again." }, { status: 403 });
  }
  const result = await inbox.auth.login(form.password ?? "", clientHash);
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", staffCookie(SESSION_COOKIE, result.token, { secure }));
    headers.append("Set-Cookie", staffCookie(LOGIN_COOKIE, "", { secure, maxAge: 0 }));
    throw redirect(inboxPath(new URL(request.url).searchParams.get("next")), { headers });
  }
  if (result.reason === "throttled") {
    return data(
      {
        error: `Too many failed sign-ins from this connection. Try again in ${result.retryMinutes} minute${result.retryMinutes === 1 ? "" : "s"}.`,
      },
      { status: 429 },
    );
  }
  if (result.reason === "disabled") return data({ error: "The staff inbox is turned off." }, { status: 404 });
  return data({ error: "That password is not right." }, { status: 401 });
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <>
      <StaffHeader />
      <main
        id="main"
        tabIndex={-1}
        className="flex grow items-start justify-center px-4 py-16 focus:outline-none"
      >
        <div className="w-full max-w-md rounded-3xl bg-card p-8 shadow-raised sm:p-10">
          <h1 className="text-3xl">Sign in to the staff inbox</h1>
          {loaderData.enabled ? (
            <Form method="post" className="mt-6 grid gap-4">
              <input type="hidden" name="formToken" value={loaderData.formToken} />
              <div>
                <label htmlFor="password" className="mb-1.5 block text-sm font-semibold">
                  Password
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  className={inputClass}
                />
              </div>
              <Notice notice={actionData?.error ? { tone: "error", text: actionData.error } : null} />
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className={buttonClasses("primary", "md", "w-full")}
              >
                {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
              </button>
            </Form>
          ) : (
            <p className="mt-4 text-lg text-muted">
              The staff inbox is turned off on this server. To turn it on, start the server with
              ADMIN_PASSWORD set (12 characters or more).
            </p>
          )}
        </div>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
