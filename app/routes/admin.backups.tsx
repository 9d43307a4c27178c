import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.backups";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import { CopyButton } from "#app/features/admin/copy-button.tsx";
import {
  inboxRequest,
  notMade,
  requireRoleToChange,
  requireRoleToOpen,
  signedIn,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import {
  CsrfField,
  EmptyState,
  Notice,
  PageHeading,
  rowClass,
  staffMeta,
  StaffTable,
  CardsOnAPhone,
  phoneCardClass,
  StaffTime,
} from "#app/features/admin/staff-ui.tsx";
import { BackupBusy, BackupNeedsKey } from "#server/backup/backups.ts";
import { MAKE_A_KEY } from "#server/backup/encryption.ts";
import { sizeInWords } from "#server/size-in-words.ts";

/** Back up now pressed (or posted) on a server without BACKUP_KEY: nothing is made, and the page says why above. */
const NOT_MADE_NO_KEY =
  "No backup was made: this server has no backup key yet, and every backup is locked with one. The top of this page says what the person who runs the server needs to do.";

/** A backup that failed for any other reason: what was kept is untouched, and the reason is in the server's log. */
const NOT_MADE_FAILED =
  "The backup could not be made, and nothing was kept of it: the backups below are as they were. The server's log says why; ask whoever runs the server to look, then press Back up now again.";

/** A part of the note: words, or a setting or command to type exactly as written. */
type NotePart = string | { code: string };

/**
 * What the person who runs the server does to turn backups on, as a note the owner can send them (or follow): the
 * README's "Backups" section says the same. The server reads BACKUP_KEY when it starts, so it takes a restart; made
 * here in the loader, since the command comes from server code the browser does not load.
 */
function keyNote(daily: boolean) {
  const steps: NotePart[][] = [
    ["Make a key (32 random bytes) with ", { code: MAKE_A_KEY }],
    [
      "Keep a copy of it away from the server, in a password manager, and give one to the owner: a backup cannot be opened without its key.",
    ],
    [
      "Set it as ",
      { code: "BACKUP_KEY" },
      " where the server's other settings are kept (its environment, for example ",
      { code: "/etc/whiskerwalks.env" },
      ", or the settings page of the service that hosts it), then restart the server.",
    ],
  ];
  const note = {
    ask: "Please turn on backups for our Whisker Walks NYC staff area. Every backup is locked with a backup key, and the server has none yet, so nothing is backed up.",
    steps,
    then: daily
      ? "A minute after the restart the server makes its first backup, then one every day."
      : "After the restart, Back up now in the staff area makes a backup (this server makes no daily one).",
    readme: 'The README that comes with the site\'s code explains it in its section "Backups".',
  };
  const plain = (parts: NotePart[]) =>
    parts.map((part) => (typeof part === "string" ? part : part.code)).join("");
  const text = [
    note.ask,
    "",
    ...steps.map((step, index) => `${index + 1}. ${plain(step)}`),
    "",
    note.then,
    note.readme,
  ].join("\n");
  return { ...note, text };
}

export const meta: Route.MetaFunction = () => staffMeta("Backups");

// Owners only: a guide who opens or posts here gets a 403 and no backup is made.
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("back up data")];

const TRIGGERS = { daily: "The daily backup", staff: "", command: "npm run backup" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "back up data");
  const { backups } = inboxRequest(context);
  const kept = await backups.list();
  return {
    hasKey: backups.hasKey,
    daily: backups.daily,
    keyNote: backups.hasKey ? null : keyNote(backups.daily),
    backups: kept.map((backup) => ({
      file: backup.file,
      at: staffMoment(backup.createdAt),
      size: sizeInWords(backup.bytes),
      by: backup.trigger === "staff" ? backup.takenByName : TRIGGERS[backup.trigger],
      seconds: backup.seconds,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backups } = inboxRequest(context);
  const { intent } = await staffForm(request, ["intent"]);
  if (intent !== "back-up") return notMade(400, "Choose Back up now to make a backup.");
  // Back up now is not offered without the key; a post made anyway is refused in words, never answered as done.
  if (!backups.hasKey) return notMade(409, NOT_MADE_NO_KEY);
  const me = signedIn(context);
  try {
    const made = await backups.make({ trigger: "staff", by: me });
    return {
      notice: {
        tone: "success" as const,
        text: `Backup made: ${made.file} (${sizeInWords(made.bytes)}, in ${made.seconds} s). Download it below.`,
      },
    };
  } catch (error) {
    if (error instanceof BackupBusy) return notMade(409, error.message);
    if (error instanceof BackupNeedsKey) return notMade(409, NOT_MADE_NO_KEY);
    console.error("Back up now failed:", error);
    return notMade(500, NOT_MADE_FAILED);
  }
}

/** While the server has no backup key: said once, at the top, with the note for whoever runs the server. */
function BackupsOff({ note }: { note: ReturnType<typeof keyNote> }) {
  return (
    <section
      aria-labelledby="backups-off-heading"
      className="mt-6 max-w-3xl rounded-3xl border-2 border-brick/30 bg-card p-4 shadow-raised sm:p-6"
    >
      <h2 id="backups-off-heading" className="font-sans text-xl font-semibold text-brick">
        Backups are off
      </h2>
      <p id="backups-off-why" className="mt-2">
        Nothing is being backed up: this server has no backup key yet, and every backup is locked with one.
        Until it has one, no backup is made, not every day and not with Back up now.
      </p>
      <p className="mt-3 text-muted">
        The key is set where the server runs, not in the staff area. If you run the server yourself, follow
        the note below; if someone else does, send it to them.
      </p>
      {/* For whoever runs the server: the one place staff pages name a setting (docs/decisions/186). */}
      <div className="mt-4 rounded-2xl bg-paper p-4 sm:p-5" data-server-note>
        <p>{note.ask}</p>
        <ol className="mt-3 grid list-decimal gap-2 pl-6">
          {note.steps.map((step, index) => (
            <li key={index}>
              {step.map((part, at) =>
                typeof part === "string" ? (
                  part
                ) : (
                  <code key={at} className="font-mono text-sm whitespace-nowrap">
                    {part.code}
                  </code>
                ),
              )}
            </li>
          ))}
        </ol>
        <p className="mt-3">{note.then}</p>
        <p className="mt-3">{note.readme}</p>
      </div>
      <p className="mt-4">
        <CopyButton text={note.text} label="Copy the note" what="The note" />
      </p>
    </section>
  );
}

export default function StaffBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { backups, hasKey, daily, keyNote: note } = loaderData;
  const navigation = useNavigation();
  const latest = backups[0];
  return (
    <>
      <PageHeading title="Backups">
        <Form method="post">
          <CsrfField />
          <button
            type="submit"
            name="intent"
            value="back-up"
            className={buttonClasses("primary", "md")}
            disabled={!hasKey || navigation.state === "submitting"}
            aria-describedby={hasKey ? undefined : "backups-off-why"}
          >
            {navigation.state === "submitting" ? "Backing up…" : "Back up now"}
          </button>
        </Form>
      </PageHeading>
      {note ? <BackupsOff note={note} /> : null}
      <p className={`${note ? "mt-6" : "mt-2"} max-w-3xl text-muted`}>
        Each backup is one file holding everything the staff area keeps: every message, private-tour request,
        application and subscriber, the newsletter and its sends, the staff accounts and the activity record,
        every version of the site with the unpublished edits, and the secret that links in e-mails were signed
        with. It is locked with the backup key: nobody without the key can read it, and nobody can change it
        unnoticed.{" "}
        {hasKey
          ? daily
            ? "One is made every day, and the newest are kept on the server. "
            : "This server makes none by itself: press Back up now to make one. The newest are kept on the server. "
          : null}
        Download one now and then and keep it somewhere else: a copy on the same machine does not survive the
        machine.
      </p>
      <Notice notice={actionData?.notice} />

      <section aria-labelledby="latest-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="latest-heading" className="font-sans text-xl font-semibold">
          Last backup
        </h2>
        {latest ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p>
              <StaffTime moment={latest.at} className="font-semibold" />, {latest.size}
              {latest.by ? <span className="text-muted"> · {latest.by}</span> : null}
            </p>
            <a href={`/admin/backups/${latest.file}`} className={buttonClasses("secondary", "md")} download>
              Download the last backup
            </a>
          </div>
        ) : (
          <p className="mt-2 text-muted">
            {hasKey && daily
              ? "No backup yet. The first daily one is made a minute after the server starts."
              : "No backup yet."}
          </p>
        )}
      </section>

      <h2 className="mt-10 font-sans text-xl font-semibold">Kept backups</h2>
      {backups.length === 0 ? (
        <EmptyState>No backups are kept yet.</EmptyState>
      ) : (
        <CardsOnAPhone
          label="Kept backups"
          cards={backups.map((backup) => (
            <li key={backup.file} className={phoneCardClass}>
              <p className="font-semibold">
                <StaffTime moment={backup.at} />
              </p>
              <p className="text-sm text-muted">
                {backup.size} · by {backup.by}
              </p>
              <p className="mt-3">
                <BackupDownload file={backup.file} />
              </p>
            </li>
          ))}
        >
          <StaffTable caption="Kept backups" columns={["Made", "Size", "By", "File"]} minWidth="40rem">
            {backups.map((backup) => (
              <tr key={backup.file} className={rowClass}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <StaffTime moment={backup.at} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{backup.size}</td>
                <td className="px-4 py-3">{backup.by}</td>
                <td className="px-4 py-3">
                  <BackupDownload file={backup.file} />
                </td>
              </tr>
            ))}
          </StaffTable>
        </CardsOnAPhone>
      )}

      <section aria-labelledby="bring-back-heading" className="mt-10 max-w-3xl">
        <h2 id="bring-back-heading" className="font-sans text-xl font-semibold">
          Bringing a backup back
        </h2>
        <p className="mt-2 text-muted">
          You need two things: the backup file and its backup key. Keep the key with your records, away from
          this machine: a backup does not open without it.
        </p>
        <ul className="mt-3 grid list-disc gap-2 pl-6 text-muted">
          <li>
            <span className="font-semibold text-ink">On a new server:</span> open its staff area, type the
            setup password that came with it, and choose “Restore from a backup file” beside creating the
            owner account. Give it the file and the key; a minute or two later everyone signs in with their
            usual e-mail and password.
          </li>
          <li>
            <span className="font-semibold text-ink">On this server:</span> bringing a backup back replaces
            everything here with the backup’s copy, so whoever looks after the server does it for you. Send
            them the file; they keep the key.
          </li>
        </ul>
        <p className="mt-3 text-muted">
          Links already e-mailed to readers keep working. Staff invitations and password-reset links are not
          brought back: send new ones from People.
        </p>
      </section>
    </>
  );
}

/** A kept backup's file, to download (the table's last column, a card's last line). */
function BackupDownload({ file }: { file: string }) {
  return (
    <a href={`/admin/backups/${file}`} className={textLinkClasses()} download>
      <span className="sr-only">Download </span>
      {file}
    </a>
  );
}
