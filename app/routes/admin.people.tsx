import { Form } from "react-router";
import { TextField } from "#app/features/forms/form-fields.tsx";
import type { Route } from "./+types/admin.people";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  notMade,
  personFields,
  SECOND_LOOK,
  positiveInt,
  type StaffAnswer,
  requireRoleToChange,
  requireRoleToOpen,
  roleField,
  signedIn,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CardsOnAPhone,
  CsrfField,
  inputClass,
  inSentenceCase,
  IntentButton,
  Notice,
  type NoticeText,
  PageHeading,
  phoneCardClass,
  rowClass,
  staffMeta,
  StaffTable,
} from "#app/features/admin/staff-ui.tsx";
import { INVITATION_DAYS, RESET_HOURS } from "#app/features/admin/link-lifetimes.ts";
import type { PeopleResult } from "#server/staff/people.ts";

export const meta: Route.MetaFunction = () => staffMeta("People");

// Owners only: a guide who opens or posts here gets a 403 and nothing changes.
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("manage staff")];

export async function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "manage staff");
  const { inbox } = inboxRequest(context);
  const me = signedIn(context);
  const [people, invitations] = await Promise.all([inbox.people.list(), inbox.people.openInvitations()]);
  return {
    meId: me.id,
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      status: person.status,
      signsInWith:
        [
          person.hasPassword ? "password" : "",
          person.passkeys ? `${person.passkeys} passkey${person.passkeys === 1 ? "" : "s"}` : "",
        ]
          .filter(Boolean)
          .join(" and ") || "nothing yet",
      // Seen through an open session; once the last has ended there is nothing to say when.
      lastSeen: person.lastSeenAt
        ? `last seen ${staffDate(person.lastSeenAt, { inSentence: true })}`
        : "not signed in anywhere now",
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      inviterName: invitation.inviterName,
      sent: staffDate(invitation.createdAt, { inSentence: true }),
      expires: staffDate(invitation.expiresAt),
    })),
  };
}

export const shouldRevalidate = afterEveryChange;

/** What a change answers: a notice, and an invitation's problems at their fields. */
type PeopleAnswer = {
  notice: { tone: "success" | "error"; text: NoticeText };
  inviteErrors?: Partial<Record<"name" | "email", string>>;
};

export async function action({ context, request }: Route.ActionArgs): Promise<StaffAnswer<PeopleAnswer>> {
  const { inbox, clientHash } = inboxRequest(context);
  const me = signedIn(context);
  const form = await staffForm(request, ["intent", "id", "name", "email", "role"]);
  const id = positiveInt(form.id);
  const notFound = () => notMade(404, "That person or invitation was not found.");
  const answer = (result: PeopleResult | { ok: true; text: Exclude<NoticeText, string> }) =>
    result.ok
      ? { notice: { tone: "success" as const, text: result.text } }
      : notMade(result.reason === "not-found" ? 404 : 409, result.text);
  const chooseRole = "Choose a role: owner or guide.";
  switch (form.intent) {
    case "invite": {
      const person = personFields(form);
      const role = roleField(form.role);
      if ("errors" in person) return notMade(400, SECOND_LOOK, { inviteErrors: person.errors });
      if (!role) return notMade(400, chooseRole);
      const invited = await inbox.people.invite(
        { name: person.name, email: person.email, role },
        me,
        clientHash,
      );
      // With e-mail set up the outbox sends it at once ("Invitation sent"); without, nothing has left yet.
      if (!invited.ok || (await inbox.outbox.sending())) return answer(invited);
      return answer(waitsInOutbox(`invitation to ${person.email}`, `${INVITATION_DAYS} days`));
    }
    case "revoke":
      return id ? answer(await inbox.people.revokeInvitation(id, me, clientHash)) : notFound();
    case "role": {
      const role = roleField(form.role);
      if (!role) return notMade(400, chooseRole);
      return id ? answer(await inbox.people.setRole(id, role, me, clientHash)) : notFound();
    }
    case "disable":
    case "enable": {
      const status = form.intent === "disable" ? "disabled" : "active";
      return id ? answer(await inbox.people.setStatus(id, status, me, clientHash)) : notFound();
    }
    case "reset": {
      if (!id) return notFound();
      const sent = await inbox.people.sendReset(id, me, clientHash);
      // The same as an invitation: without e-mail set up, the e-mail waits for the owner to send it by hand.
      if (!sent.ok || (await inbox.outbox.sending())) return answer(sent);
      return answer(waitsInOutbox(`password-reset e-mail for ${sent.name}`, `${RESET_HOURS} hours`));
    }
    default:
      return notMade(400, "Choose what to change on this page.");
  }
}

/**
 * What People says when an e-mail with a sign-in link was written while e-mail is not set up (decision 187): nothing
 * has left; it waits in the outbox, linked, for the owner to copy into their own e-mail.
 */
function waitsInOutbox(what: string, linkWorksFor: string): { ok: true; text: Exclude<NoticeText, string> } {
  return {
    ok: true,
    text: [
      `The ${what} is ready to send: it waits in the `,
      { to: "/admin/outbox", label: "outbox" },
      ` for you to copy into your own e-mail, as e-mail is not set up yet. Its link works for ${linkWorksFor}.`,
    ],
  };
}

const ROLE_OPTIONS = [
  { value: "guide", label: "Guide: messages, tour requests, applications, codes" },
  { value: "owner", label: "Owner: also people, content, insights and exports" },
] as const;

export default function StaffPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { people, invitations, meId } = loaderData;
  return (
    <>
      <PageHeading title="People" />
      <p className="mt-2 max-w-3xl text-muted">
        Everyone who signs in to the staff area, each as themselves. Guides work messages, private-tour
        requests, applications and codes; owners also manage people, publish content, read the insights and
        export subscribers.
      </p>
      <Notice notice={actionData?.notice} />

      <section aria-labelledby="invite-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="invite-heading" className="font-sans text-xl font-semibold">
          Invite someone
        </h2>
        <p className="mt-1 text-muted">
          They get an e-mail (through the outbox) with a link that works once, for {INVITATION_DAYS} days, and
          choose a password, a passkey or both.
        </p>
        {/* A new form after each change that went through, so a sent invitation's name and e-mail do not stay typed in. */}
        <Form
          key={actionData?.notice.tone === "success" ? JSON.stringify(actionData.notice.text) : "invite"}
          method="post"
          className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-end"
        >
          <CsrfField />
          <input type="hidden" name="intent" value="invite" />
          <TextField
            id="invite-name"
            label="Name"
            name="name"
            required
            maxLength={100}
            error={actionData?.inviteErrors?.name}
          />
          <TextField
            id="invite-email"
            label="E-mail"
            name="email"
            type="email"
            required
            maxLength={254}
            error={actionData?.inviteErrors?.email}
          />
          <div>
            <label htmlFor="invite-role" className="mb-1.5 block text-sm font-semibold">
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="guide" className={inputClass}>
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses("primary", "md")}>
            Send the invitation
          </button>
        </Form>
      </section>

      {invitations.length ? (
        <section aria-labelledby="invitations-heading" className="mt-8">
          <h2 id="invitations-heading" className="font-sans text-xl font-semibold">
            Invitations not yet accepted
          </h2>
          <CardsOnAPhone
            label="Open invitations"
            cards={invitations.map((invitation) => (
              <li key={invitation.id} className={phoneCardClass}>
                <p className="font-semibold">{invitation.name}</p>
                <p className="break-all text-muted">{invitation.email}</p>
                <p className="mt-2 text-sm text-muted">
                  <span className="capitalize">{invitation.role}</span> · invited by {invitation.inviterName},{" "}
                  {invitation.sent} · works until {inSentenceCase(invitation.expires)}
                </p>
                <div className="mt-3">
                  <RevokeInvitation {...invitation} />
                </div>
              </li>
            ))}
          >
            {/* Names and addresses wrap anywhere, so a long one without spaces does not widen the table. */}
            <StaffTable
              minWidth="48rem"
              columns={["Who", "Role", "Invited by", "Works until", ""]}
              caption="Open invitations"
            >
              {invitations.map((invitation) => (
                <tr key={invitation.id} className={rowClass}>
                  <td className="px-4 py-3 wrap-anywhere">
                    <span className="font-medium">{invitation.name}</span>
                    <span className="block break-all text-muted">{invitation.email}</span>
                  </td>
                  <td className="px-4 py-3 capitalize">{invitation.role}</td>
                  <td className="px-4 py-3 wrap-anywhere">
                    {invitation.inviterName}, {invitation.sent}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{invitation.expires}</td>
                  <td className="px-4 py-3 text-right">
                    <RevokeInvitation {...invitation} />
                  </td>
                </tr>
              ))}
            </StaffTable>
          </CardsOnAPhone>
        </section>
      ) : null}

      <section aria-labelledby="staff-heading" className="mt-8">
        <h2 id="staff-heading" className="font-sans text-xl font-semibold">
          Staff accounts
        </h2>
        <ul className="mt-4 grid gap-4">
          {people.map((person) => (
            <li key={person.id}>
              <article
                aria-labelledby={`person-${person.id}`}
                className="rounded-3xl bg-card p-6 shadow-raised"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3
                    id={`person-${person.id}`}
                    className="min-w-0 font-sans text-lg font-semibold wrap-anywhere"
                  >
                    {person.name}
                    {person.id === meId ? <span className="font-normal text-muted"> (you)</span> : null}
                  </h3>
                  <p className="text-sm">
                    <span className="rounded-full bg-harbor-light px-2.5 py-0.5 font-semibold text-harbor capitalize">
                      {person.role}
                    </span>{" "}
                    {person.status === "disabled" ? (
                      <span className="rounded-full bg-brick/10 px-2.5 py-0.5 font-semibold text-brick">
                        Disabled
                      </span>
                    ) : null}
                  </p>
                </div>
                <p className="mt-1 break-all text-muted">{person.email}</p>
                <p className="mt-1 text-sm text-muted">
                  Signs in with {person.signsInWith} · {person.lastSeen}
                </p>
                {person.id === meId ? null : (
                  <div className="mt-4 flex flex-wrap items-end gap-3">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <CsrfField />
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={person.id} />
                      <div>
                        <label htmlFor={`role-${person.id}`} className="mb-1.5 block text-sm font-semibold">
                          Role
                        </label>
                        <select
                          id={`role-${person.id}`}
                          name="role"
                          defaultValue={person.role}
                          className={inputClass}
                        >
                          <option value="guide">Guide</option>
                          <option value="owner">Owner</option>
                        </select>
                      </div>
                      <button
                        type="submit"
                        className={buttonClasses("outline", "sm")}
                        aria-label={`Save role for ${person.name}`}
                      >
                        Save role
                      </button>
                    </Form>
                    {person.status === "active" ? (
                      <>
                        <IntentButton
                          intent="reset"
                          id={person.id}
                          label="Send a reset link"
                          description={`Send a reset link to ${person.name}`}
                        />
                        <IntentButton
                          intent="disable"
                          id={person.id}
                          label="Disable"
                          description={`Disable ${person.name}'s account`}
                        />
                      </>
                    ) : (
                      <IntentButton
                        intent="enable"
                        id={person.id}
                        label="Enable"
                        description={`Enable ${person.name}'s account`}
                      />
                    )}
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function RevokeInvitation({ id, email }: { id: number; email: string }) {
  return (
    <IntentButton intent="revoke" id={id} label="Revoke" description={`Revoke the invitation to ${email}`} />
  );
}
