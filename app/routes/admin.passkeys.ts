import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/admin.passkeys";
import {
  inboxPath,
  inboxRequest,
  LOGIN_COOKIE,
  loginFormMatches,
  requestRelyingParty,
  SESSION_COOKIE,
  signInClient,
  staffCookie,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import { PASSKEY_NAME_MAX, ceremonyResponse } from "#server/staff/passkeys.ts";

/**
 * Passkey ceremonies for people not signed in, answered in JSON to the page's script (passkey-client.ts): signing in
 * with a passkey alone (guarded by the sign-in form's token, like the password form), and joining from an
 * invitation with a passkey (guarded by the invitation's own secret link).
 */

const answer = (body: Record<string, unknown>, status = 200, headers?: Headers) => {
  const response = Response.json(body, { status, headers });
  response.headers.set("cache-control", "no-store");
  return response;
};
const problem = (text: string, status: number) => answer({ problem: text }, status);

export function loader() {
  return problem("Passkeys are used from the sign-in and invitation pages.", 405);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox, secure } = inboxRequest(context);
  const form = await staffForm(request, [
    "purpose",
    "step",
    "formToken",
    "token",
    "name",
    "response",
    "next",
  ]);
  const rp = await requestRelyingParty(request, context);
  const client = signInClient(request, context);

  if (form.purpose === "sign-in") {
    if (!loginFormMatches(request, context, form.formToken)) {
      return problem("This sign-in form has expired: reload the page and try again.", 403);
    }
    const wait = await inbox.auth.throttled(client.clientHash, "");
    if ("retryMinutes" in wait) {
      return problem(
        `Too many failed sign-ins from this connection. Try again in ${wait.retryMinutes} minutes.`,
        429,
      );
    }
    if (form.step === "options") return answer({ options: await inbox.passkeys.signInOptions(rp) });
    const response = ceremonyResponse<AuthenticationResponseJSON>(form.response);
    if (!response) return problem("The passkey's answer could not be read. Try again.", 400);
    const result = await inbox.passkeys.signIn(response, rp);
    if (!result.ok) {
      await inbox.auth.passkeyFailed(client, result.why);
      return problem("That passkey did not sign you in. Try again, or use your e-mail and password.", 401);
    }
    const { token } = await inbox.auth.signInAs(result.person, client, "with a passkey");
    const headers = new Headers();
    headers.append("Set-Cookie", staffCookie(SESSION_COOKIE, token, { secure }));
    headers.append("Set-Cookie", staffCookie(LOGIN_COOKIE, "", { secure, maxAge: 0 }));
    return answer({ next: inboxPath(form.next) }, 200, headers);
  }

  if (form.purpose === "join") {
    const invitation = await inbox.people.invitation(form.token ?? "");
    if (!invitation)
      return problem("This invitation link has expired, was revoked or was already used.", 404);
    if (form.step === "options") {
      const userId = inbox.people.newPasskeyUserId();
      const options = await inbox.passkeys.registrationOptions(
        { userId, name: invitation.name, email: invitation.email, existing: [] },
        { purpose: "join", invitationId: invitation.id },
        rp,
      );
      return answer({ options });
    }
    const name = (form.name ?? "").trim().slice(0, PASSKEY_NAME_MAX) || "My passkey";
    const response = ceremonyResponse<RegistrationResponseJSON>(form.response);
    if (!response) return problem("The passkey's answer could not be read. Try again.", 400);
    const made = await inbox.passkeys.register(
      response,
      { purpose: "join", invitationId: invitation.id },
      rp,
    );
    if (!made) return problem("That passkey could not be checked. Try again.", 400);
    const person = await inbox.people.acceptInvitation(
      form.token ?? "",
      { passkeyUserId: made.userHandle },
      client.clientHash,
    );
    if (!person) return problem("This invitation link has expired, was revoked or was already used.", 404);
    await inbox.passkeys.save(person, made.credential, name, client.clientHash);
    const { token } = await inbox.auth.signInAs(person, client, "for the first time, with a new passkey");
    const headers = new Headers({ "Set-Cookie": staffCookie(SESSION_COOKIE, token, { secure }) });
    return answer({ next: "/admin" }, 200, headers);
  }

  return problem("Choose a way to use a passkey: sign in, or join from an invitation.", 400);
}
