import { cn } from "#app/lib/cn.ts";
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { TextField } from "#app/features/forms/form-fields.tsx";
import type { Route } from "./+types/admin.account";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { deviceName } from "#app/features/admin/device-name.ts";
import {
  inboxRequest,
  newPasswordProblem,
  notMade,
  positiveInt,
  signedIn,
  staffDate,
  staffForm,
  staffSessionContext,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CardsOnAPhone,
  ConfirmButton,
  CsrfField,
  EmptyState,
  inSentenceCase,
  IntentButton,
  Notice,
  PageHeading,
  PasskeyNameField,
  PasswordField,
  phoneCardClass,
  rowClass,
  staffMeta,
  StaffTable,
  useStaffLayout,
} from "#app/features/admin/staff-ui.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

export async function loader({ context }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const { id: sessionId } = context.get(staffSessionContext);
  const person = signedIn(context);
  const [details, keys, sessions] = await Promise.all([
    inbox.people.find(person.id),
    inbox.passkeys.of(person.id),
    inbox.auth.sessionsOf(person.id),
  ]);
  return {
    me: {
      name: person.name,
      email: person.email,
      role: person.role,
      hasPassword: details?.hasPassword ?? false,
    },
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      added: staffDate(key.createdAt, { inSentence: true }),
      lastUsed: key.lastUsedAt ? staffDate(key.lastUsedAt, { inSentence: true }) : null,
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      device: deviceName(session.userAgent),
      started: staffDate(session.createdAt),
      lastSeen: staffDate(session.lastSeenAt),
      current: session.id === sessionId,
    })),
  };
}

type Notice = { tone: "success" | "error"; text: string };

export const shouldRevalidate = afterEveryChange;

export async function action({ context, request }: Route.ActionArgs) {
  const { inbox, clientHash } = inboxRequest(context);
  const { id: sessionId } = context.get(staffSessionContext);
  const person = signedIn(context);
  const form = await staffForm(request, ["intent", "id", "current", "password"]);
  const done = (text: string) => ({ notice: { tone: "success" as const, text } });
  switch (form.intent) {
    case "password": {
      const details = await inbox.people.find(person.id);
      if (details?.hasPassword && !(await inbox.people.checkPassword(person.id, form.current ?? ""))) {
        return notMade(400, "Your current password is not right, so nothing changed.");
      }
      const weak = newPasswordProblem(form.password, person.email);
      if (weak) return notMade(400, weak);
      await inbox.people.changePassword(person, form.password ?? "", sessionId, clientHash);
      return done("Password saved. Your other sessions and any reset links have ended.");
    }
    case "remove-passkey": {
      const id = positiveInt(form.id);
      return id && (await inbox.passkeys.remove(person, id, clientHash))
        ? done("Passkey removed: it no longer signs you in.")
        : notMade(404, "That passkey was not found.");
    }
    case "end-session": {
      const id = positiveInt(form.id);
      if (id === sessionId) return notMade(409, "To end this session, sign out.");
      return id && (await inbox.auth.endSessions(person, { only: id }, clientHash))
        ? done("That session has ended.")
        : notMade(404, "That session was not found or has already ended.");
    }
    case "end-others": {
      const ended = await inbox.auth.endSessions(person, { keep: sessionId }, clientHash);
      return done(
        ended ? `Ended ${ended} other session${ended === 1 ? "" : "s"}.` : "No other sessions were open.",
      );
    }
    default:
      return notMade(400, "Choose what to change on this page.");
  }
}

function AddPasskey({ csrf }: { csrf: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (!hydrated) return <p className="mt-4 text-muted">Adding a passkey needs JavaScript in this browser.</p>;
  async function add() {
    setBusy(true);
    setNotice(null);
    const { passkeyCeremony } = await import("#app/features/admin/passkey-client.ts");
    const outcome = await passkeyCeremony("register", "/admin/account/passkeys", { csrf, name });
    setBusy(false);
    setNotice(
      outcome.ok
        ? { tone: "success", text: outcome.text ?? "Passkey added." }
        : { tone: "error", text: outcome.text },
    );
    if (outcome.ok) {
      setName("");
      void revalidator.revalidate();
    }
  }
  return (
    <div className="mt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <PasskeyNameField
          value={name}
          onChange={setName}
          hint="the device it lives on"
          placeholder="Work laptop"
        />
        <button
          type="button"
          onClick={() => void add()}
          disabled={busy}
          className={buttonClasses("secondary", "md")}
        >
          {busy ? "Waiting for your passkey..." : "Add a passkey"}
        </button>
      </div>
      <Notice notice={notice} />
    </div>
  );
}

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { me, passkeys, sessions } = loaderData;
  const layout = useStaffLayout();
  return (
    <>
      <PageHeading title="Your account" />
      <p className="mt-2 text-muted">
        {me.name} · {me.email} · <span className="capitalize">{me.role}</span>
      </p>
      <Notice notice={actionData?.notice} />

      <section aria-labelledby="passkeys-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="passkeys-heading" className="font-sans text-xl font-semibold">
          Passkeys
        </h2>
        <p className="mt-1 text-muted">
          A passkey signs you in with your phone's or computer's lock (a fingerprint, a face, a PIN): nothing
          to type, nothing to steal. Add one for each device you use.
        </p>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-muted">No passkeys yet.</p>
        ) : (
          <ul className="mt-4 grid gap-2" aria-label="Your passkeys">
            {passkeys.map((key) => (
              <li
                key={key.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-paper px-4 py-3"
              >
                <div>
                  <p className="font-semibold">{key.name}</p>
                  <p className="text-sm text-muted">
                    Added {key.added} · {key.lastUsed ? `last used ${key.lastUsed}` : "not used yet"}
                  </p>
                </div>
                <ConfirmButton
                  intent="remove-passkey"
                  id={key.id}
                  label="Remove"
                  description={`Remove the passkey ${key.name}`}
                  question={`Remove the passkey ${key.name}? It will no longer sign you in; you can add that device again later.`}
                  yes="Yes, remove it"
                />
              </li>
            ))}
          </ul>
        )}
        <AddPasskey csrf={layout?.csrf ?? ""} />
      </section>

      <section aria-labelledby="password-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="password-heading" className="font-sans text-xl font-semibold">
          {me.hasPassword ? "Change your password" : "Add a password"}
        </h2>
        <p className="mt-1 text-muted">
          Saving a new password signs you out everywhere else, and any reset link sent to you stops working.
        </p>
        <Form method="post" className="mt-4 grid max-w-md gap-4">
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
          {me.hasPassword ? (
            <TextField
              id="current-password"
              label="Current password"
              name="current"
              type="password"
              required
              autoComplete="current-password"
            />
          ) : null}
          <PasswordField label="New password" />
          <button type="submit" className={buttonClasses("primary", "md")}>
            Save the password
          </button>
        </Form>
      </section>

      <section aria-labelledby="sessions-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="sessions-heading" className="font-sans text-xl font-semibold">
            Where you are signed in
          </h2>
          {sessions.length > 1 ? <IntentButton intent="end-others" label="End all other sessions" /> : null}
        </div>
        {sessions.length === 0 ? (
          <EmptyState>No sessions are open.</EmptyState>
        ) : (
          <CardsOnAPhone
            label="Your sessions"
            cards={sessions.map((session) => (
              <li
                key={session.id}
                className={cn(phoneCardClass, "flex flex-wrap items-center justify-between gap-3")}
              >
                <div>
                  <p className="font-semibold">{session.device}</p>
                  <p className="text-sm text-muted">
                    Signed in {inSentenceCase(session.started)} · last seen {inSentenceCase(session.lastSeen)}
                  </p>
                </div>
                <EndSession {...session} />
              </li>
            ))}
          >
            <StaffTable
              minWidth="40rem"
              columns={["Device", "Signed in", "Last seen", ""]}
              caption="Your sessions"
            >
              {sessions.map((session) => (
                <tr key={session.id} className={rowClass}>
                  <td className="px-4 py-3 font-medium">{session.device}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{session.started}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{session.lastSeen}</td>
                  <td className="px-4 py-3 text-right">
                    <EndSession {...session} />
                  </td>
                </tr>
              ))}
            </StaffTable>
          </CardsOnAPhone>
        )}
      </section>
    </>
  );
}

/** A session's end: the one in use is ended by signing out, so it says which it is instead. */
function EndSession({
  id,
  device,
  lastSeen,
  current,
}: {
  id: number;
  device: string;
  lastSeen: string;
  current: boolean;
}) {
  if (current) return <span className="font-semibold text-harbor">This session</span>;
  return (
    <IntentButton
      intent="end-session"
      id={id}
      label="End"
      description={`End the session on ${device}, last seen ${inSentenceCase(lastSeen)}`}
    />
  );
}
