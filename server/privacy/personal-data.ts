import { createHash } from "node:crypto";
import { appendFile, mkdir, open, readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
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
 * re-applies to an older backup (docs/decisions/127 and 152).
 */

export class PersonalDataRefused extends Error {}

/** The words of an erasure asked for without its box ticked (the browser asks first; this is the server's answer). */
export const ERASE_NOT_CONFIRMED = "Tick the box to confirm the erasure: it cannot be undone.";

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
    { label: "E-mails to this address", count: data.emails.length },
    { label: "Staff accounts", count: data.staffAccounts.length },
    { label: "Staff invitations", count: data.staffInvitations.length },
    { label: "Their own privacy requests", count: data.privacyRequests.length },
  ];
}

/** "1 record", "3 records". */
export const recordsInWords = (count: number) => `${count} ${count === 1 ? "record" : "records"}`;

export const totalRecords = (data: PersonalData) =>
  recordCounts(data).reduce((sum, { count }) => sum + count, 0);

/**
 * Deletes everything held about an address, in one transaction, and records its hash in the ledger. A staff account
 * is not deleted here (it signs someone in and names their work in the record): it is listed, and the page says to
 * remove it on People first. Activity names the erasure by the first characters of the hash, never the address.
 *
 * `madeBy`, when given, is the moment of an earlier erasure (an SQL expression, kept at the database's precision):
 * only what was made at or before it is deleted, so a person who freely came back after their erasure keeps what they
 * gave us since (docs/decisions/152).
 */
async function eraseInTransaction(tx: Database, email: string, madeBy?: SQL) {
  const made = (column: Parameters<typeof sql>[1]) => (madeBy ? sql`${column} <= ${madeBy}` : undefined);
  const requests = await tx
    .select({ id: tourRequests.id })
    .from(tourRequests)
    .where(and(eq(lower(tourRequests.email), email), made(tourRequests.createdAt)));
  const requestIds = requests.map((row) => row.id);
  const apps = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(lower(applications.email), email), made(applications.createdAt)));
  const applicationIds = apps.map((row) => row.id);
  const counts = { records: 0 };
  const add = (rows: unknown[]) => (counts.records += rows.length);
  add(
    await tx
      .delete(outbox)
      .where(and(eq(lower(outbox.recipient), email), made(outbox.createdAt)))
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
      .where(and(eq(lower(messages.email), email), made(messages.createdAt)))
      .returning({ id: messages.id }),
  );
  // A letter has no time of its own: it goes with a subscription made by then.
  add(
    await tx
      .delete(newsletterDeliveries)
      .where(
        and(
          eq(lower(newsletterDeliveries.email), email),
          madeBy
            ? sql`exists (select 1 from ${subscribers} where ${subscribers.id} = ${newsletterDeliveries.subscriberId} and ${made(subscribers.createdAt)})`
            : undefined,
        ),
      )
      .returning({ id: newsletterDeliveries.id }),
  );
  // The subscription with its sign-ups and letters (deleted with it); the ledger's hash keeps it from being mailed.
  add(
    await tx
      .delete(subscribers)
      .where(and(eq(lower(subscribers.email), email), made(subscribers.createdAt)))
      .returning({ id: subscribers.id }),
  );
  const invited = await tx
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(lower(staffInvitations.email), email), made(staffInvitations.createdAt)));
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
  await tx.delete(loginFailures).where(and(eq(loginFailures.account, email), made(loginFailures.createdAt)));
  // Their requests to us go too: Activity keeps that a request was confirmed and that it was answered.
  add(
    await tx
      .delete(privacyRequests)
      .where(and(eq(lower(privacyRequests.email), email), made(privacyRequests.createdAt)))
      .returning({ id: privacyRequests.id }),
  );
  // The Activity record keeps what staff did, with the address struck out where a line named it.
  await tx
    .update(auditEvents)
    .set({ summary: sql`replace(lower(${auditEvents.summary}), ${email}, '(an erased address)')` })
    .where(and(sql`position(${email} in lower(${auditEvents.summary})) > 0`, made(auditEvents.createdAt)));
  await tx
    .update(auditEvents)
    .set({ actorEmail: "" })
    .where(
      and(
        sql`lower(${auditEvents.actorEmail}) = ${email} and ${auditEvents.actorId} is null`,
        made(auditEvents.createdAt),
      ),
    );
  return counts.records;
}

/** Where the ledger file lives: beside the backups, so it outlives the data folder and reaches every restore. */
export const erasureLedgerFile = (backupDir: string) => resolve(backupDir, "erasure-ledger");

/** One erasure in the ledger: the address's hash, and when it was erased (null: a line written without a time). */
export type LedgerEntry = { hash: string; at: string | null };

/** An erasure's time as the file keeps it: UTC, to the microsecond the database counts in. */
const LEDGER_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const ledgerTime = (column: Parameters<typeof sql>[1]) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The ledger file beside the backups: one erasure a line ("<ISO time> <hash>"), appended and flushed to disk. */
export async function appendToLedgerFile(file: string, hash: string, at: string) {
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${at} ${hash}\n`, { mode: 0o600 });
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The file's erasures, as written. A line of a hash alone (or with a time that cannot be read) is kept without a
 * time: it erases everything held about that address when it is next applied (docs/decisions/152).
 */
export async function readLedgerFile(file: string | undefined): Promise<LedgerEntry[]> {
  if (!file) return [];
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return text.split("\n").flatMap((line) => {
    const parts = line.trim().split(/\s+/);
    const hash = parts.at(-1) ?? "";
    if (!/^[0-9a-f]{64}$/.test(hash)) return [];
    const at = parts.length === 2 && LEDGER_TIME.test(parts[0]!) ? parts[0]! : null;
    return [{ hash, at }];
  });
}

/** Rows the database inserts at once: well under Postgres's limit on parameters in one statement. */
const LEDGER_CHUNK = 1000;

/**
 * The erasures table takes in the file: each hash at the latest time either knows. A line without a time counts only
 * for a hash with no time known, and takes the present moment: everything held then was made before it.
 */
async function mergeLedgerFile(db: Database, entries: LedgerEntry[]) {
  const timed = entries.filter((entry) => entry.at);
  for (let start = 0; start < timed.length; start += LEDGER_CHUNK) {
    const rows = sql.join(
      timed.slice(start, start + LEDGER_CHUNK).map(({ hash, at }) => sql`(${hash}, ${at}::timestamptz)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${erasures} (hash, created_at)
      select hash, max(at) from (values ${rows}) as ledger (hash, at) group by hash
      on conflict (hash) do update set created_at = greatest(${erasures.createdAt}, excluded.created_at)`);
  }
  const untimed = [...new Set(entries.filter((entry) => !entry.at).map((entry) => entry.hash))];
  for (let start = 0; start < untimed.length; start += LEDGER_CHUNK)
    await db
      .insert(erasures)
      .values(untimed.slice(start, start + LEDGER_CHUNK).map((hash) => ({ hash, createdAt: sql`now()` })))
      .onConflictDoNothing();
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
      const { records, at } = await db.transaction(async (tx) => {
        const erased = await eraseInTransaction(tx as unknown as Database, email);
        // The moment of the erasure, taken once everything is deleted: a later re-application erases what was made
        // by then, and nothing the person gives us afterwards. Erased again, the later moment counts.
        const [entry] = await tx
          .insert(erasures)
          .values({ hash, createdAt: sql`clock_timestamp()` })
          .onConflictDoUpdate({ target: erasures.hash, set: { createdAt: sql`excluded.created_at` } })
          .returning({ at: ledgerTime(erasures.createdAt) });
        await recordAudit(tx, {
          actor: by?.actor ?? null,
          action: "privacy-erased",
          target: `erasure:${hash.slice(0, 12)}`,
          summary: `${by ? by.actor.name : "The restore"} erased ${recordsInWords(erased)} held about one address (ledger entry ${hash.slice(0, 12)}).`,
          clientHash: by?.clientHash ?? "",
        });
        return { records: erased, at: entry!.at };
      });
      if (options.ledgerFile) await appendToLedgerFile(options.ledgerFile, hash, at);
      return { records, hash, staffAccount: staffAccount > 0 };
    },

    /**
     * After a restore (or at start): what was made at or before an address's erasure (the file beside the backups
     * and the restored table, merged) is erased again; what the person gave us after it stays. Answers how many
     * addresses had something erased.
     */
    async reapplyLedger(): Promise<number> {
      await mergeLedgerFile(db, await readLedgerFile(options.ledgerFile));
      const digest = sql`encode(sha256(convert_to(held.email, 'UTF8')), 'hex')`;
      const found = (await db.execute(sql`
        select held.email, erased.hash from (
          select lower(trim(${messages.email})) as email, ${messages.createdAt} as made from ${messages}
          union all select lower(trim(${tourRequests.email})), ${tourRequests.createdAt} from ${tourRequests}
          union all select lower(trim(${applications.email})), ${applications.createdAt} from ${applications}
          union all select lower(trim(${subscribers.email})), ${subscribers.createdAt} from ${subscribers}
          union all select lower(trim(${outbox.recipient})), ${outbox.createdAt} from ${outbox}
          union all select lower(trim(${newsletterDeliveries.email})), ${subscribers.createdAt}
            from ${newsletterDeliveries} join ${subscribers} on ${subscribers.id} = ${newsletterDeliveries.subscriberId}
          union all select lower(trim(${staffInvitations.email})), ${staffInvitations.createdAt} from ${staffInvitations}
          union all select lower(trim(${privacyRequests.email})), ${privacyRequests.createdAt} from ${privacyRequests}
          union all select ${loginFailures.account}, ${loginFailures.createdAt} from ${loginFailures}
        ) as held
        join ${erasures} as erased on erased.hash = ${digest} and held.made <= erased.created_at
        group by held.email, erased.hash`)) as unknown as { rows: { email: string; hash: string }[] };
      for (const { email, hash } of found.rows) {
        await db.transaction(async (tx) => {
          await eraseInTransaction(
            tx as unknown as Database,
            email,
            sql`(select erased.created_at from ${erasures} as erased where erased.hash = ${hash})`,
          );
          await recordAudit(tx, {
            actor: null,
            action: "privacy-erased",
            target: `erasure:${hash.slice(0, 12)}`,
            summary: `An earlier erasure was applied again after a restore (ledger entry ${hash.slice(0, 12)}).`,
          });
        });
      }
      return found.rows.length;
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalData>;

const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** The page's names for the stored fields, in words a member of the public reads; anything else is spelled out. */
const FIELD_WORDS: Record<string, string> = {
  id: "Record number",
  email: "E-mail",
  readAt: "Read by us",
  createdAt: "Recorded",
  updatedAt: "Last changed",
  preferredDates: "Preferred dates",
  estimate: "Price estimate",
  accessibility: "Accessibility needs",
  chosenDate: "Date chosen",
  catName: "Cat's name",
  rulesAccepted: "Accepted the rules",
  waiverAccepted: "Accepted the waiver",
  pageSlug: "Page",
  formTimestamp: "Form opened",
  referrerUrl: "Arrived from",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmCampaign: "Campaign",
  reviewNote: "Our review note",
  reviewedAt: "Reviewed",
  consentedAt: "Agreed",
  signups: "Sign-ups",
  confirmedAt: "Confirmed",
  unsubscribedAt: "Unsubscribed",
  bouncedAt: "Bounced",
  bounceReason: "Why it bounced",
  form: "Signed up on",
  consentWording: "Words agreed to",
  consentVersion: "Version of those words",
  lastSentAt: "Confirmation e-mail last sent",
  sentAt: "Sent",
  recipient: "To",
  body: "Text",
  redeemedAt: "Redeemed",
  history: "History",
  staff: "By",
  doneAt: "Answered",
};

/**
 * What the page leaves out of the stored record (the JSON file has all of it): the links between records and the
 * mail server's bookkeeping, which say nothing about the person.
 */
const BOOKKEEPING = new Set([
  "lastError",
  "nextAttemptAt",
  "attempts",
  "handedAgain",
  "handedAt",
  "accountLink",
  "queuedBy",
  "markedSentBy",
  "nextPath",
  "sends",
]);

const fieldWords = (key: string) =>
  FIELD_WORDS[key] ??
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ ([A-Z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/** A moment as New York reads it: "Nov 28, 2026, 4:00 AM". */
const NEW_YORK_MOMENT = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A stored value as the page shows it: dates in New York time, yes or no, a dash for nothing. */
function valueWords(value: unknown): string {
  if (value instanceof Date) return NEW_YORK_MOMENT.format(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

/** Records as a readable table: one row a field, nested records (history, sign-ups) as their own tables. */
function recordTable(record: Record<string, unknown>): string {
  const rows = Object.entries(record)
    .filter(([key]) => !BOOKKEEPING.has(key) && !/.Id$/.test(key))
    .map(([key, value]) => {
      const shown = Array.isArray(value)
        ? value.some((item) => !item || typeof item !== "object" || item instanceof Date)
          ? escapeHtml(value.map(valueWords).join(", "))
          : value.map((item) => recordTable(item as Record<string, unknown>)).join("") || "None"
        : value && typeof value === "object" && !(value instanceof Date)
          ? recordTable(value as Record<string, unknown>)
          : escapeHtml(valueWords(value));
      return `<tr><th scope="row">${escapeHtml(fieldWords(key))}</th><td>${shown}</td></tr>`;
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
    ["E-mails to this address, sent or waiting to go out", data.emails],
    ["Staff accounts", data.staffAccounts],
    ["Staff invitations", data.staffInvitations],
    ["Privacy requests", data.privacyRequests],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>What Whisker Walks NYC holds about ${escapeHtml(data.email)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2a37;background:#fbf6ee;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0;background:#fff}th,td{border:1px solid #e9dfcf;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{width:12rem;font-weight:600}td{white-space:pre-wrap}h2{margin-top:2rem}</style></head><body>
<h1>What Whisker Walks NYC holds about ${escapeHtml(data.email)}</h1>
<p>Everything our site keeps about this e-mail address, as of ${escapeHtml(valueWords(new Date()))} (New York time, as every
time on this page).</p>
${sections
  .map(
    ([title, records]) =>
      `<h2>${escapeHtml(title)}</h2>${records.length ? records.map((record) => recordTable(record)).join("") : "<p>None.</p>"}`,
  )
  .join("\n")}
</body></html>
`;
}
