import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.backups";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  requireRole,
  signedIn,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  CsrfField,
  EmptyState,
  Notice,
  PageHeading,
  rowClass,
  StaffTable,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { BackupBusy, BackupNeedsKey } from "#server/backup/backups.ts";
import { sizeInWords } from "#server/size-in-words.ts";

/** Backups are encrypted with a key whoever runs the server keeps: without it, none is made. */
const NEEDS_KEY =
  "No backup can be made yet: backups are locked with a key that whoever runs the server keeps, and it has not been set up here. Ask them to set it up.";

export const meta: Route.MetaFunction = () => staffMeta("Backups");

// Owners only: a guide who opens or posts here gets a 403 and no backup is made.
export const middleware: Route.MiddlewareFunction[] = [requireRole("back up data")];

const TRIGGERS = { daily: "The daily backup", staff: "", command: "npm run backup" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { backups } = inboxRequest(context);
  const kept = await backups.list();
  return {
    hasKey: backups.hasKey,
    backups: kept.map((backup) => ({
      file: backup.file,
      at: staffDate(backup.createdAt),
      size: sizeInWords(backup.bytes),
      by: backup.trigger === "staff" ? backup.takenByName : TRIGGERS[backup.trigger],
      seconds: backup.seconds,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backups } = inboxRequest(context);
  const { intent } = await staffForm(request, ["intent"]);
  if (intent !== "back-up")
    return { notice: { tone: "error" as const, text: "Choose Back up now to make a backup." } };
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
    if (error instanceof BackupBusy) return { notice: { tone: "error" as const, text: error.message } };
    if (error instanceof BackupNeedsKey) return { notice: { tone: "error" as const, text: NEEDS_KEY } };
    throw error;
  }
}

export default function StaffBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { backups, hasKey } = loaderData;
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
            disabled={navigation.state === "submitting"}
          >
            {navigation.state === "submitting" ? "Backing up…" : "Back up now"}
          </button>
        </Form>
      </PageHeading>
      <p className="mt-2 max-w-3xl text-muted">
        Each backup is one file holding everything the staff area keeps: every message, private-tour request,
        application and subscriber, the newsletter and its sends, the staff accounts and the activity record,
        every version of the site with the unpublished edits, and the secret that links in e-mails were signed
        with. It is locked with the backup key: nobody without the key can read it, and nobody can change it
        unnoticed. One is made every day, and the newest are kept on the server. Download one now and then and
        keep it somewhere else: a copy on the same machine does not survive the machine.
      </p>
      <Notice notice={actionData?.notice ?? (hasKey ? undefined : { tone: "error", text: NEEDS_KEY })} />

      <section aria-labelledby="latest-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="latest-heading" className="font-sans text-xl font-semibold">
          Last backup
        </h2>
        {latest ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p>
              <span className="font-semibold">{latest.at}</span>, {latest.size}
              {latest.by ? <span className="text-muted"> · {latest.by}</span> : null}
            </p>
            <a href={`/admin/backups/${latest.file}`} className={buttonClasses("secondary", "md")} download>
              Download the last backup
            </a>
          </div>
        ) : (
          <p className="mt-2 text-muted">
            No backup yet. The first daily one is made a minute after the server starts.
          </p>
        )}
      </section>

      <h2 className="mt-10 font-sans text-xl font-semibold">Kept backups</h2>
      {backups.length === 0 ? (
        <EmptyState>No backups are kept yet.</EmptyState>
      ) : (
        <StaffTable caption="Kept backups" columns={["Made", "Size", "By", "File"]} minWidth="40rem">
          {backups.map((backup) => (
            <tr key={backup.file} className={rowClass}>
              <td className="px-4 py-3 whitespace-nowrap">{backup.at}</td>
              <td className="px-4 py-3 whitespace-nowrap">{backup.size}</td>
              <td className="px-4 py-3">{backup.by}</td>
              <td className="px-4 py-3">
                <a href={`/admin/backups/${backup.file}`} className={textLinkClasses()} download>
                  <span className="sr-only">Download </span>
                  {backup.file}
                </a>
              </td>
            </tr>
          ))}
        </StaffTable>
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
