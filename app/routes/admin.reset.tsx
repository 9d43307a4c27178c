import { data, Form, Link, useNavigation } from "react-router";
import { TextField } from "#app/features/forms/form-fields.tsx";
import type { Route } from "./+types/admin.reset";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  loginForm,
  loginFormMatches,
  newPasswordProblem,
  sessionRedirect,
  signInClient,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  Notice,
  PasswordField,
  StaffErrorPage,
  SignInCard,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { RESET_HOURS } from "#app/features/admin/link-lifetimes.ts";

export const meta: Route.MetaFunction = () => staffMeta("Choose a new password");

const USED_UP = "This reset link has expired or was already used. Ask for a new one below.";
/** The same answer whether or not the address has an account: nobody learns who works here. */
const ON_ITS_WAY = `If an active staff account has that e-mail, a link to choose a new password is on its way. It works for ${RESET_HOURS} hours.`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  if (params.token) {
    const reset = await inbox.people.resetFor(params.token);
    return data(
      { step: "choose" as const, name: reset?.name ?? null, formToken: "" },
      { status: reset ? 200 : 404 },
    );
  }
  const { formToken, headers } = loginForm(request, context);
  return data({ step: "ask" as const, name: null, formToken }, { headers });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { inbox, secure } = inboxRequest(context);
  const client = signInClient(request, context);
  const form = await staffForm(request, ["formToken", "email", "password"]);
  if (!params.token) {
    if (!loginFormMatches(request, context, form.formToken)) {
      return data(
        { error: "This form has expired: reload the page and try again.", sent: false },
        { status: 403 },
      );
    }
    // The same answer, as fast, for every address; only this connection's own count can refuse it.
    const asked = await inbox.people.requestReset(form.email ?? "", client.clientHash);
    if (!asked.ok) {
      return data(
        {
          error: `Too many reset links asked for from this connection. Try again in ${asked.retryMinutes} minutes.`,
          sent: false,
        },
        { status: 429 },
      );
    }
    return { error: null, sent: true };
  }
  const reset = await inbox.people.resetFor(params.token);
  if (!reset) return data({ error: USED_UP, sent: false }, { status: 404 });
  const weak = newPasswordProblem(form.password, reset.email);
  if (weak) return data({ error: weak, sent: false }, { status: 400 });
  const person = await inbox.people.completeReset(params.token, form.password ?? "", client.clientHash);
  if (!person) return data({ error: USED_UP, sent: false }, { status: 404 });
  const { token } = await inbox.auth.signInAs(person, client, "with a new password");
  throw sessionRedirect("/admin", token, secure);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error ? { tone: "error" as const, text: actionData.error } : null;
  return (
    <SignInCard>
      {loaderData.step === "choose" ? (
        loaderData.name ? (
          <>
            <h1 className="text-3xl">Choose a new password</h1>
            <p className="mt-3 text-muted">
              For {loaderData.name}. Saving it signs you in here and out everywhere else.
            </p>
            {/* A key per step, so no input (and no value typed in it) carries over from the other step. */}
            <Form key="choose" method="post" className="mt-6 grid gap-4">
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
            <Form key="ask" method="post" className="mt-6 grid gap-4">
              <input type="hidden" name="formToken" value={loaderData.formToken} />
              <TextField
                id="email"
                label="E-mail"
                name="email"
                type="email"
                required
                autoComplete="username"
              />
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
    </SignInCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
