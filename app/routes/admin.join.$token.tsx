import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.join.$token";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  newPasswordProblem,
  sessionRedirect,
  signInClient,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  Notice,
  PasskeyNameField,
  PasswordField,
  StaffErrorPage,
  SignInCard,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

export const meta: Route.MetaFunction = () => staffMeta("Join the staff area");

const USED_UP =
  "This invitation link has expired, was revoked or was already used. Ask the person who invited you for a new one.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const invitation = await inbox.people.invitation(params.token);
  if (!invitation) return data({ invitation: null }, { status: 404 });
  return {
    invitation: {
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      inviterName: invitation.inviterName,
      expires: staffDate(invitation.expiresAt, { inSentence: true }),
    },
  };
}

/** Joining with a password (a passkey joins through routes/admin.passkeys.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { inbox, secure } = inboxRequest(context);
  const client = signInClient(request, context);
  const { password } = await staffForm(request, ["password"]);
  const invitation = await inbox.people.invitation(params.token);
  if (!invitation) return data({ error: USED_UP }, { status: 404 });
  const weak = newPasswordProblem(password, invitation.email);
  if (weak) return data({ error: weak }, { status: 400 });
  const person = await inbox.people.acceptInvitation(params.token, { password }, client.clientHash);
  if (!person) return data({ error: USED_UP }, { status: 404 });
  const { token } = await inbox.auth.signInAs(person, client, "for the first time");
  throw sessionRedirect("/admin", token, secure);
}

function JoinWithPasskey({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!hydrated) {
    return (
      <p className="mt-3 text-muted">Passkeys need JavaScript: choose a password now, and add one later.</p>
    );
  }
  async function join() {
    setBusy(true);
    setProblem(null);
    const { passkeyCeremony } = await import("#app/features/admin/passkey-client.ts");
    const outcome = await passkeyCeremony("register", "/admin/passkeys", { purpose: "join", token, name });
    if (outcome.ok) {
      window.location.assign(outcome.next ?? "/admin");
      return;
    }
    setBusy(false);
    setProblem(outcome.text);
  }
  return (
    <div className="mt-4 grid gap-4">
      <PasskeyNameField
        value={name}
        onChange={setName}
        hint="the device it lives on"
        placeholder="My phone"
      />
      <Notice notice={problem ? { tone: "error", text: problem } : null} />
      <button
        type="button"
        onClick={() => void join()}
        disabled={busy}
        className={buttonClasses("secondary", "md")}
      >
        {busy ? "Waiting for your passkey..." : "Join with a passkey"}
      </button>
    </div>
  );
}

export default function JoinStaff({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { invitation } = loaderData;
  return (
    <SignInCard wide>
      {!invitation ? (
        <>
          <h1 className="text-3xl">This invitation no longer works</h1>
          <p className="mt-4 text-lg text-muted">{USED_UP}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl">Welcome aboard, {invitation.name}</h1>
          <p className="mt-3 text-lg">
            {invitation.inviterName} invited you to the Whisker Walks staff area as{" "}
            {invitation.role === "owner" ? "an owner" : "a guide"}. You will sign in as {invitation.email}.
          </p>
          <p className="mt-1 text-sm text-muted">This link works once, until {invitation.expires}.</p>
          <p className="mt-4 text-muted">
            Choose how you will sign in: a password, a passkey (your phone or computer unlocks it, nothing to
            remember), or both: you can add the other from your account page once you are in.
          </p>

          <section aria-labelledby="password-heading" className="mt-8 border-t border-cream pt-6">
            <h2 id="password-heading" className="font-sans text-xl font-semibold">
              With a password
            </h2>
            <Form method="post" className="mt-4 grid gap-4">
              <PasswordField label="Choose a password" />
              <Notice notice={actionData?.error ? { tone: "error", text: actionData.error } : null} />
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className={buttonClasses("primary", "md")}
              >
                Join with a password
              </button>
            </Form>
          </section>

          <section aria-labelledby="passkey-heading" className="mt-8 border-t border-cream pt-6">
            <h2 id="passkey-heading" className="font-sans text-xl font-semibold">
              With a passkey
            </h2>
            <JoinWithPasskey token={params.token} />
          </section>
        </>
      )}
    </SignInCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
