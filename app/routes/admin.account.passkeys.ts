import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/admin.account.passkeys";
import { inboxRequest, requestRelyingParty, signedIn, staffForm } from "#app/features/admin/staff.server.ts";
import { ceremonyResponse, PASSKEY_NAME_MAX } from "#server/staff/passkeys.ts";

/** Adding a passkey to the signed-in person's account, in JSON for the page's script (behind the layout's CSRF check). */
const problem = (text: string, status: number) => Response.json({ problem: text }, { status });

export function loader() {
  return problem("Passkeys are added from your account page.", 405);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox, clientHash } = inboxRequest(context);
  const person = signedIn(context);
  const rp = await requestRelyingParty(request, context);
  const form = await staffForm(request, ["step", "name", "response"]);
  const purpose = { purpose: "add" as const, staffId: person.id };
  if (form.step === "options") {
    const [userId, existing] = await Promise.all([
      inbox.passkeys.userId(person.id),
      inbox.passkeys.of(person.id),
    ]);
    if (!userId) return problem("Your account was not found.", 404);
    const options = await inbox.passkeys.registrationOptions(
      { userId, name: person.name, email: person.email, existing: existing.map((key) => key.credentialId) },
      purpose,
      rp,
    );
    return Response.json({ options });
  }
  const name = (form.name ?? "").trim().slice(0, PASSKEY_NAME_MAX) || "My passkey";
  const response = ceremonyResponse<RegistrationResponseJSON>(form.response);
  if (!response) return problem("The passkey's answer could not be read. Try again.", 400);
  const made = await inbox.passkeys.register(response, purpose, rp);
  if (!made) return problem("That passkey could not be checked. Try again.", 400);
  await inbox.passkeys.save(person, made.credential, name, clientHash);
  return Response.json({ text: `Passkey "${name}" added: you can sign in with it now.` });
}
