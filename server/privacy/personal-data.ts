import { createHash } from "node:crypto";
import { appendFile, mkdir, open, readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { eq, inArray, or, sql } from "drizzle-orm";
import {
  applications,
  auditEvents,
  codes,
  erasures,
  loginFailures,
  messages,
  newsletterDeliveries,
  newsletterSignups,
  outbox,
  privacyRequests,
  staff,
  staffInvitations,
  subscribers,
  tourRequestEvents,
  tourRequests,
} from "../../db/schema.ts";
import { EMAIL_PATTERN, MAX_FIELD_LENGTH } from "../../app/features/forms/field-rules.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";

/**
 * Find, export and erase everything held about one e-mail address (issue 40), across every table that holds personal
 * data. Addresses are compared lower-case and trimmed, as people type them in any case. An erasure leaves only the
 * address's SHA-256 in the erasure ledger (the erasures table and a file beside the backups), which the restore
 * re-applies to an older backup (docs/decisions/127-erasure-survives-a-restore.md).
 */

export class PersonalDataRefused extends Error {}

/** The address as compared everywhere: trimmed and lower-case; refused in words when it is not an address. */
export function normaliseAddress(input: string): string {
  const email = input.trim().toLowerCase();
  if (!email) throw new PersonalDataRefused("Type the e-mail address to look for.");
  if (email.length > MAX_FIELD_LENGTH.email || !EMAIL_PATTERN.test(email))
    throw new PersonalDataRefused(
      `"${input.trim().slice(0, 80)}" is not an e-mail address. Check it and try again.`,
    );
  return email;
}

/** The ledger's key for an address: SHA-256 of the normalised address, in hex. */
export const addressHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

const lower = (column: Parameters<typeof sql>[1]) => sql`lower(${column})`;

/** Everything held about an address, row by row, as stored (the export's content). */
export async function findPersonalData(db: Database, email: string) {
  const [
    messageRows,
    requestRows,
    applicationRows,
    subscriberRows,
    outboxRows,
    staffRows,
    invitationRows,
    privacyRows,
  ] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(lower(messages.email), email)),
    db
      .select()
      .from(tourRequests)
      .where(eq(lower(tourRequests.email), email)),
    db
      .select()
      .from(applications)
      .where(eq(lower(applications.email), email)),
    db
      .select()
      .from(subscribers)
      .where(eq(lower(subscribers.email), email)),
    db
      .select()
      .from(outbox)
      .where(eq(lower(outbox.recipient), email)),
    db
      .select({
        name: staff.name,
        email: staff.email,
        role: staff.role,
        status: staff.status,
        createdAt: staff.createdAt,
      })
      .from(staff)
      .where(eq(lower(staff.email), email)),
    db
      .select({
        name: staffInvitations.name,
        email: staffInvitations.email,
        role: staffInvitations.role,
        createdAt: staffInvitations.createdAt,
      })
      .from(staffInvitations)
      .where(eq(lower(staffInvitations.email), email)),
    db
      .select({
        kind: privacyRequests.kind,
        createdAt: privacyRequests.createdAt,
        confirmedAt: privacyRequests.confirmedAt,
        doneAt: privacyRequests.doneAt,
      })
      .from(privacyRequests)
      .where(eq(lower(privacyRequests.email), email)),
  ]);
  const subscriberIds = subscriberRows.map((row) => row.id);
  const applicationIds = applicationRows.map((row) => row.id);
  const requestIds = requestRows.map((row) => row.id);
  const [signups, deliveries, codeRows, requestEvents] = await Promise.all([
    subscriberIds.length
      ? db.select().from(newsletterSignups).where(inArray(newsletterSignups.subscriberId, subscriberIds))
      : [],
    db
      .select()
      .from(newsletterDeliveries)
      .where(
        subscriberIds.length
          ? or(
              inArray(newsletterDeliveries.subscriberId, subscriberIds),
              eq(lower(newsletterDeliveries.email), email),
            )
          : eq(lower(newsletterDeliveries.email), email),
      ),
    applicationIds.length ? db.select().from(codes).where(inArray(codes.applicationId, applicationIds)) : [],
    requestIds.length
      ? db.select().from(tourRequestEvents).where(inArray(tourRequestEvents.requestId, requestIds))
      : [],
  ]);
  return {
    email,
    messages: messageRows.map(({ clientHash: _hash, ...row }) => row),
    tourRequests: requestRows.map(({ clientHash: _hash, ...row }) => ({
      ...row,
      history: requestEvents.filter((event) => event.requestId === row.id),
    })),
    applications: applicationRows.map(({ clientHash: _hash, ...row }) => ({
      ...row,
      code: codeRows.find((code) => code.applicationId === row.id) ?? null,
    })),
    newsletter: subscriberRows.map(({ clientHash: _hash, ...row }) => ({
      ...row,
      // The consent evidence: each sign-up's form, the words agreed to and their version, and when it was confirmed.
      signups: signups
        .filter((signup) => signup.subscriberId === row.id)
        .map(({ nonce: _nonce, clientHash: _client, ...signup }) => signup),
    })),
    newsletterDeliveries: deliveries.map(({ lastError: _error, ...row }) => row),
    emails: outboxRows.map(({ unsubscribeUrl: _url, ...row }) => row),
    staffAccounts: staffRows,
    staffInvitations: invitationRows,
    privacyRequests: privacyRows,
  };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;

/** How many records of each kind an address has, in the words the staff page shows. */
export function recordCounts(data: PersonalData): { label: string; count: number }[] {
  return [
    { label: "Contact messages", count: data.messages.length },
    { label: "Private-tour requests", count: data.tourRequests.length },
    { label: "Adventure Cat applications", count: data.applications.length },
    { label: "Newsletter subscription (with its consent evidence)", count: data.newsletter.length },
    { label: "Newsletter letters sent", count: data.newsletterDeliveries.length },
    { label: "E-mails we sent", count: data.emails.length },
    { label: "Staff accounts", count: data.staffAccounts.length },
    { label: "Staff invitations", count: data.staffInvitations.length },
    { label: "Their own privacy requests", count: data.privacyRequests.length },
  ];
}

export const totalRecords = (data: PersonalData) =>
  recordCounts(data).reduce((sum, { count }) => sum + count, 0);

/**
 * Deletes everything held about an address, in one transaction, and records its hash in the ledger. A staff account
 * is not deleted here (it signs someone in and names their work in the record): it is listed, and the page says to
 * remove it on People first. Activity names the erasure by the first characters of the hash, never the address.
 */
async function eraseInTransaction(tx: Database, email: string) {
  const requests = await tx
    .select({ id: tourRequests.id })
    .from(tourRequests)
    .where(eq(lower(tourRequests.email), email));
  const requestIds = requests.map((row) => row.id);
  const apps = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(lower(applications.email), email));
  const applicationIds = apps.map((row) => row.id);
  const counts = { records: 0 };
  const add = (rows: unknown[]) => (counts.records += rows.length);
  add(
    await tx
      .delete(outbox)
      .where(eq(lower(outbox.recipient), email))
      .returning({ id: outbox.id }),
  );
  if (requestIds.length) {
    await tx.delete(tourRequestEvents).where(inArray(tourRequestEvents.requestId, requestIds));
    await tx.delete(outbox).where(inArray(outbox.tourRequestId, requestIds));
    add(
      await tx
        .delete(tourRequests)
        .where(inArray(tourRequests.id, requestIds))
        .returning({ id: tourRequests.id }),
    );
  }
  if (applicationIds.length) {
    await tx.delete(codes).where(inArray(codes.applicationId, applicationIds));
    await tx.delete(outbox).where(inArray(outbox.applicationId, applicationIds));
    add(
      await tx
        .delete(applications)
        .where(inArray(applications.id, applicationIds))
        .returning({ id: applications.id }),
    );
  }
  add(
    await tx
      .delete(messages)
      .where(eq(lower(messages.email), email))
      .returning({ id: messages.id }),
  );
  add(
    await tx
      .delete(newsletterDeliveries)
      .where(eq(lower(newsletterDeliveries.email), email))
      .returning({ id: newsletterDeliveries.id }),
  );
  // The subscription with its sign-ups and letters (deleted with it); the ledger's hash keeps it from being mailed.
  add(
    await tx
      .delete(subscribers)
      .where(eq(lower(subscribers.email), email))
      .returning({ id: subscribers.id }),
  );
  const invited = await tx
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(eq(lower(staffInvitations.email), email));
  if (invited.length) {
    const ids = invited.map((row) => row.id);
    await tx.delete(outbox).where(inArray(outbox.invitationId, ids));
    add(
      await tx
        .delete(staffInvitations)
        .where(inArray(staffInvitations.id, ids))
        .returning({ id: staffInvitations.id }),
    );
  }
  await tx.delete(loginFailures).where(eq(loginFailures.account, email));
  // Their requests to us go too: Activity keeps that a request was confirmed and that it was answered.
  add(
    await tx
      .delete(privacyRequests)
      .where(eq(lower(privacyRequests.email), email))
      .returning({ id: privacyRequests.id }),
  );
  // The Activity record keeps what staff did, with the address struck out where a line named it.
  await tx
    .update(auditEvents)
    .set({ summary: sql`replace(lower(${auditEvents.summary}), ${email}, '(an erased address)')` })
    .where(sql`position(${email} in lower(${auditEvents.summary})) > 0`);
  await tx
    .update(auditEvents)
    .set({ actorEmail: "" })
    .where(sql`lower(${auditEvents.actorEmail}) = ${email} and ${auditEvents.actorId} is null`);
  return counts.records;
}

/** Where the ledger file lives: beside the backups, so it outlives the data folder and reaches every restore. */
export const erasureLedgerFile = (backupDir: string) => resolve(backupDir, "erasure-ledger");

/** The ledger file beside the backups: one erasure a line ("<ISO time> <hash>"), appended and flushed to disk. */
export async function appendToLedgerFile(file: string, hash: string, at: Date) {
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${at.toISOString()} ${hash}\n`, { mode: 0o600 });
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function readLedgerFile(file: string | undefined): Promise<string[]> {
  if (!file) return [];
  try {
    return (await readFile(file, "utf8"))
      .split("\n")
      .map((line) => line.trim().split(" ")[1] ?? "")
      .filter((hash) => /^[0-9a-f]{64}$/.test(hash));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export function createPersonalData(db: Database, options: { ledgerFile?: string } = {}) {
  return {
    find: async (input: string) => findPersonalData(db, normaliseAddress(input)),

    async erase(input: string, by: ChangedBy | null) {
      const email = normaliseAddress(input);
      const hash = addressHash(email);
      const staffAccount = (
        await db
          .select({ id: staff.id })
          .from(staff)
          .where(eq(lower(staff.email), email))
      ).length;
      const records = await db.transaction(async (tx) => {
        const erased = await eraseInTransaction(tx as unknown as Database, email);
        await tx.insert(erasures).values({ hash }).onConflictDoNothing();
        await recordAudit(tx, {
          actor: by?.actor ?? null,
          action: "privacy-erased",
          target: `erasure:${hash.slice(0, 12)}`,
          summary: `${by ? by.actor.name : "The restore"} erased ${erased} record(s) held about one address (ledger entry ${hash.slice(0, 12)}).`,
          clientHash: by?.clientHash ?? "",
        });
        return erased;
      });
      if (options.ledgerFile) await appendToLedgerFile(options.ledgerFile, hash, new Date());
      return { records, hash, staffAccount: staffAccount > 0 };
    },

    /**
     * After a restore (or at start): every address whose hash is in the ledger (the file beside the backups and the
     * restored table) is erased again. Answers how many addresses were found and erased.
     */
    async reapplyLedger(): Promise<number> {
      const fromTable = (await db.select({ hash: erasures.hash }).from(erasures)).map((row) => row.hash);
      const hashes = [...new Set([...fromTable, ...(await readLedgerFile(options.ledgerFile))])];
      if (!hashes.length) return 0;
      const digest = (column: Parameters<typeof sql>[1]) =>
        sql`encode(sha256(convert_to(lower(trim(${column})), 'UTF8')), 'hex')`;
      const found = (await db.execute(sql`
        select distinct lower(trim(email)) as email from (
          select ${messages.email} as email from ${messages} where ${digest(messages.email)} in ${hashes}
          union select ${tourRequests.email} from ${tourRequests} where ${digest(tourRequests.email)} in ${hashes}
          union select ${applications.email} from ${applications} where ${digest(applications.email)} in ${hashes}
          union select ${subscribers.email} from ${subscribers} where ${digest(subscribers.email)} in ${hashes}
          union select ${outbox.recipient} from ${outbox} where ${digest(outbox.recipient)} in ${hashes}
          union select ${newsletterDeliveries.email} from ${newsletterDeliveries} where ${digest(newsletterDeliveries.email)} in ${hashes}
        ) as held`)) as unknown as { rows: { email: string }[] };
      const emails = found.rows.map((row) => row.email);
      for (const email of emails) {
        await db.transaction(async (tx) => {
          await eraseInTransaction(tx as unknown as Database, email);
          await recordAudit(tx, {
            actor: null,
            action: "privacy-erased",
            target: `erasure:${addressHash(email).slice(0, 12)}`,
            summary: `An earlier erasure was applied again after a restore (ledger entry ${addressHash(email).slice(0, 12)}).`,
          });
        });
      }
      // The table holds every hash the file does, so the next backup carries them too.
      for (const hash of hashes) await db.insert(erasures).values({ hash }).onConflictDoNothing();
      return emails.length;
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalData>;

const escapeHtml = (value: unknown) =>
  String(value instanceof Date ? value.toISOString() : (value ?? "")).replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** Records as a readable table: one row a field, nested records (history, sign-ups) as their own tables. */
function recordTable(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(([key, value]) => {
    const shown = Array.isArray(value)
      ? value.map((item) => recordTable(item as Record<string, unknown>)).join("") || "none"
      : value && typeof value === "object" && !(value instanceof Date)
        ? recordTable(value as Record<string, unknown>)
        : escapeHtml(value);
    return `<tr><th scope="row">${escapeHtml(key)}</th><td>${shown}</td></tr>`;
  });
  return `<table>${rows.join("")}</table>`;
}

/** The export as a self-contained page a person opens in any browser (no script, no outside file). */
export function personalDataPage(data: PersonalData): string {
  const sections: [string, Record<string, unknown>[]][] = [
    ["Contact messages", data.messages],
    ["Private-tour requests", data.tourRequests],
    ["Adventure Cat applications", data.applications],
    ["Newsletter subscription and consent evidence", data.newsletter],
    ["Newsletter letters sent", data.newsletterDeliveries],
    ["E-mails we sent", data.emails],
    ["Staff accounts", data.staffAccounts],
    ["Staff invitations", data.staffInvitations],
    ["Privacy requests", data.privacyRequests],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>What Whisker Walks NYC holds about ${escapeHtml(data.email)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2a37;background:#fbf6ee;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0;background:#fff}th,td{border:1px solid #e9dfcf;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{width:12rem;font-weight:600}h2{margin-top:2rem}</style></head><body>
<h1>What Whisker Walks NYC holds about ${escapeHtml(data.email)}</h1>
<p>Everything our site keeps about this e-mail address, as of ${escapeHtml(new Date())}.</p>
${sections
  .map(
    ([title, records]) =>
      `<h2>${escapeHtml(title)}</h2>${records.length ? records.map((record) => recordTable(record)).join("") : "<p>None.</p>"}`,
  )
  .join("\n")}
</body></html>
`;
}
