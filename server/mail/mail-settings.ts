/**
 * How the company's e-mail goes out (issue 39, docs/decisions/135): the mail server the owner set up under Settings,
 * kept in the database with its password sealed (AES-256-GCM under a key derived from the link secret), or the
 * operator's SMTP_URL, which wins when set. Every server reads the one row on each use, so a change made on one server
 * reaches the others at their next e-mail; the transport built from it is kept only while the row stays the same.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailSettings } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";

const ROW_ID = 1;
const SEAL_VERSION = "v1.";

/** The key that seals the mail password: derived from the server's link secret, which servers sharing a database share. */
export function mailKey(linkSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", linkSecret, "whisker-walks", "mail settings password", 32));
}

export function sealSecret(key: Buffer, plain: string): string {
  if (!plain) return "";
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return SEAL_VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url");
}

/** The password back, or null when it was sealed under another key (the link secret changed) or was tampered with. */
export function openSecret(key: Buffer, sealed: string): string | null {
  if (!sealed) return "";
  if (!sealed.startsWith(SEAL_VERSION)) return null;
  const raw = Buffer.from(sealed.slice(SEAL_VERSION.length), "base64url");
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** What the owner types under Settings. An empty password keeps the one saved before. */
export type MailSetupInput = { host: string; port: number; username: string; password: string; from: string };

/** A blank password for the same user name keeps the saved one (Settings never shows it, so it is left blank). */
function keepsSavedPassword(input: MailSetupInput, before: { username: string }): boolean {
  return !input.password && before.username === input.username;
}

/** What the Settings screen shows: never the password itself. */
export type MailSetupView =
  | { source: "operator"; host: string; port: number }
  | {
      source: "settings";
      host: string;
      port: number;
      username: string;
      hasPassword: boolean;
      /** The saved password cannot be read with this server's key: it must be typed again. */
      passwordUnreadable: boolean;
      from: string;
      updatedBy: string;
      updatedAt: Date;
    }
  | { source: "none" };

type TransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** The mail server to use now, as nodemailer takes it, and the sender's address. */
type Resolved = { options: Record<string, unknown>; from: string; fingerprint: string; label: string };

/** What went wrong with a mail server, read once from nodemailer's error (its codes, and its messages for the rest). */
type MailProblem =
  | "refused"
  | "not-found"
  | "secure-mismatch"
  | "certificate"
  | "timeout"
  | "login"
  | "unreachable"
  | "message"
  | "other";

function mailProblemKind(error: unknown): MailProblem {
  const e = error as { code?: string; message?: string };
  const message = e.message ?? "";
  // Connection problems first, whichever code nodemailer put on them: what the owner reads is what to check.
  if (/ECONNREFUSED/.test(message)) return "refused";
  if (/ENOTFOUND|EAI_AGAIN/.test(message) || e.code === "EDNS") return "not-found";
  if (/wrong version number|ssl3_get_record|before secure TLS connection/i.test(message))
    return "secure-mismatch";
  if (/certificate|CERT_|self[- ]signed/i.test(message)) return "certificate";
  if (/ETIMEDOUT|timeout|Greeting never received/i.test(message) || e.code === "ETIMEDOUT") return "timeout";
  switch (e.code) {
    case "EAUTH":
      return "login";
    case "ECONNECTION":
    case "ESOCKET":
      return "unreachable";
    case "EENVELOPE":
    case "EMESSAGE":
      return "message";
    default:
      return "other";
  }
}

/** Which field of the Settings form each problem most likely lies in. */
const FIELD_OF_PROBLEM: Record<MailProblem, "host" | "port" | "password" | null> = {
  refused: "port",
  "not-found": "host",
  "secure-mismatch": "port",
  certificate: "host",
  timeout: "port",
  login: "password",
  unreachable: "port",
  message: null,
  other: null,
};

/** The words of a mail server's refusal or silence, for the owner. */
export function mailProblemInWords(error: unknown, where: string): string {
  const e = error as { response?: string; message?: string };
  const answer = e.response ? ` It said: "${e.response.trim()}"` : "";
  const message = e.message ?? "";
  const checkPort = "Check the server's address and the port: most providers want 587, some 465.";
  switch (mailProblemKind(error)) {
    case "refused":
      return `${where} refused the connection: nothing takes e-mail on that port. ${checkPort}`;
    case "not-found":
      return `No mail server could be found at ${where.replace(/^The mail server at /, "")}: check the spelling of its address.`;
    case "secure-mismatch":
      return `${where} did not speak the secure connection this port expects. Port 465 is secure from the start, 587 becomes secure after a greeting: try the other one.`;
    case "certificate":
      return `${where}'s security certificate could not be checked, so nothing was sent to it. Check the server's address: it must be the name the provider gives.`;
    case "timeout":
      return `${where} did not answer in time. ${checkPort}`;
    case "login":
      return `${where} turned down the user name and password.${answer || " Check both, and whether your provider wants an app password."}`;
    case "unreachable":
      return `${where} could not be reached. ${checkPort}`;
    case "message":
      return `${where} refused the message.${answer || ` (${message || "no reason given"})`}`;
    case "other":
      return `${where} answered with a problem: ${e.response?.trim() || message || String(error)}`;
  }
}

/** Which field of the Settings form a problem most likely lies in (the one its words tell the owner to check). */
export function mailProblemField(error: unknown): "host" | "port" | "password" | null {
  return FIELD_OF_PROBLEM[mailProblemKind(error)];
}

export function createMailSettings(
  db: Database,
  options: { key: Buffer; smtpUrl?: string; defaultFrom: string },
) {
  const operator = options.smtpUrl ? new URL(options.smtpUrl) : null;
  const operatorPort = (url: URL) => Number(url.port) || (url.protocol === "smtps:" ? 465 : 587);

  async function row() {
    const [found] = await db.select().from(mailSettings).where(eq(mailSettings.id, ROW_ID));
    return found ?? null;
  }

  /** The mail server in force now: the operator's, else the owner's, else none. */
  async function resolve(): Promise<Resolved | null> {
    if (operator && options.smtpUrl) {
      return {
        options: { url: options.smtpUrl },
        from: options.defaultFrom,
        fingerprint: `operator:${options.smtpUrl}`,
        label: `${operator.hostname}:${operatorPort(operator)}`,
      };
    }
    const saved = await row();
    if (!saved) return null;
    const password = openSecret(options.key, saved.passwordSealed);
    if (password === null) return null;
    const auth = saved.username ? { auth: { user: saved.username, pass: password } } : {};
    return {
      options: { host: saved.host, port: saved.port, secure: saved.port === 465, ...auth },
      from: saved.fromAddress,
      fingerprint: createHash("sha256")
        .update(
          JSON.stringify([saved.host, saved.port, saved.username, saved.passwordSealed, saved.fromAddress]),
        )
        .digest("base64url"),
      label: `${saved.host}:${saved.port}`,
    };
  }

  /** A transport for one check or test, closed after it: nothing is kept from settings not yet saved. */
  function oneOffTransport(settings: Record<string, unknown>) {
    return nodemailer.createTransport({
      ...settings,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as TransportOptions);
  }

  /** Transports kept while the settings they were made from stay the same (one plain, one pooled per size). */
  const kept = new Map<string, { fingerprint: string; transport: Transporter }>();
  function transportFor(resolved: Resolved, kind: string, extra: Record<string, unknown>) {
    const current = kept.get(kind);
    if (current?.fingerprint === resolved.fingerprint) return current.transport;
    current?.transport.close();
    const transport = nodemailer.createTransport({
      ...resolved.options,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...extra,
    } as TransportOptions);
    kept.set(kind, { fingerprint: resolved.fingerprint, transport });
    return transport;
  }

  return {
    /** The operator set the mail server for this server (it wins over Settings, and Settings says so). */
    setByOperator: Boolean(operator),

    /** Whether e-mail can go out now. */
    async ready(): Promise<boolean> {
      return (await resolve()) !== null;
    },

    /** One transport for the outbox's e-mails, with the sender to put on them; null while mail is not set up. */
    async current(): Promise<{ transport: Transporter; from: string } | null> {
      const resolved = await resolve();
      return resolved ? { transport: transportFor(resolved, "single", {}), from: resolved.from } : null;
    },

    /** A pooled transport for newsletter sends: several connections kept open, many messages each. */
    async pooled(connections: number): Promise<{ transport: Transporter; from: string } | null> {
      const resolved = await resolve();
      if (!resolved) return null;
      const transport = transportFor(resolved, `pool:${connections}`, {
        pool: true,
        maxConnections: connections,
        maxMessages: Infinity,
      });
      return { transport, from: resolved.from };
    },

    async view(): Promise<MailSetupView> {
      if (operator) return { source: "operator", host: operator.hostname, port: operatorPort(operator) };
      const saved = await row();
      if (!saved) return { source: "none" };
      return {
        source: "settings",
        host: saved.host,
        port: saved.port,
        username: saved.username,
        hasPassword: Boolean(saved.passwordSealed),
        passwordUnreadable: openSecret(options.key, saved.passwordSealed) === null,
        from: saved.fromAddress,
        updatedBy: saved.updatedBy,
        updatedAt: saved.updatedAt,
      };
    },

    /** Saves the owner's mail server; a blank password keeps the saved one. */
    async save(input: MailSetupInput, by: ChangedBy): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(mailSettings)
          .where(eq(mailSettings.id, ROW_ID))
          .for("update");
        const passwordSealed =
          before && keepsSavedPassword(input, before)
            ? before.passwordSealed
            : sealSecret(options.key, input.password);
        const values = {
          host: input.host,
          port: input.port,
          username: input.username,
          passwordSealed,
          fromAddress: input.from,
          updatedBy: by.actor.name,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(mailSettings)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: mailSettings.id, set: values });
        await recordAudit(tx, {
          ...by,
          action: "mail-set-up",
          summary: `${by.actor.name} set up sending e-mail through ${input.host}, from ${input.from}.`,
        });
      });
    },

    /**
     * Tries settings before they are saved: connects to the server and signs in (no e-mail is sent). A blank
     * password is the saved one, as `save` keeps it. The problem comes in words, with the field it most likely lies in.
     */
    async check(
      input: MailSetupInput,
    ): Promise<{ ok: true } | { ok: false; text: string; field: "host" | "port" | "password" | null }> {
      const before = await row();
      const password =
        before && keepsSavedPassword(input, before)
          ? (openSecret(options.key, before.passwordSealed) ?? "")
          : input.password;
      const auth = input.username ? { auth: { user: input.username, pass: password } } : {};
      const transport = oneOffTransport({
        host: input.host,
        port: input.port,
        secure: input.port === 465,
        ...auth,
      });
      try {
        await transport.verify();
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          text: mailProblemInWords(error, `The mail server at ${input.host}:${input.port}`),
          field: mailProblemField(error),
        };
      } finally {
        transport.close();
      }
    },

    /** Forgets the owner's mail server: e-mail waits in the outbox again. */
    async clear(by: ChangedBy): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mailSettings).where(eq(mailSettings.id, ROW_ID));
        await recordAudit(tx, {
          ...by,
          action: "mail-set-up",
          summary: `${by.actor.name} turned sending e-mail off: e-mail waits in the outbox.`,
        });
      });
    },

    /**
     * Checks the mail server in force (connects and signs in) and sends a short test to `to`, answering in words:
     * what the server said on success, or what went wrong.
     */
    async test(to: string, siteName: string): Promise<{ ok: boolean; text: string }> {
      const resolved = await resolve();
      if (!resolved)
        return {
          ok: false,
          text: "Mail is not set up yet: fill in the mail server above and save it first.",
        };
      const where = `The mail server at ${resolved.label}`;
      const transport = oneOffTransport(resolved.options);
      try {
        await transport.verify();
        const info = (await transport.sendMail({
          from: resolved.from,
          to,
          subject: `${siteName}: your e-mail works`,
          text: `This is the test you asked for from the staff area's Settings. E-mail from ${siteName} goes out through ${resolved.label}, from ${resolved.from}.\n`,
        })) as { response?: string };
        const said = info.response ? ` It answered: "${info.response.trim()}"` : "";
        return {
          ok: true,
          text: `${where} took the test e-mail for ${to}.${said} Look for it in your inbox (and the spam folder) in a minute or two.`,
        };
      } catch (error) {
        return { ok: false, text: mailProblemInWords(error, where) };
      } finally {
        transport.close();
      }
    },

    close() {
      for (const { transport } of kept.values()) transport.close();
      kept.clear();
    },
  };
}

export type MailSettings = ReturnType<typeof createMailSettings>;
