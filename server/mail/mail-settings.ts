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

/** The words of a mail server's refusal or silence, for the owner (nodemailer's error codes). */
export function mailProblemInWords(error: unknown, where: string): string {
  const e = error as { code?: string; response?: string; responseCode?: number; message?: string };
  const answer = e.response ? ` It said: "${e.response.trim()}"` : "";
  switch (e.code) {
    case "EAUTH":
      return `${where} turned down the user name and password.${answer || ` (${e.message ?? "no reason given"})`}`;
    case "EDNS":
      return `No mail server could be found at ${where.replace(/^The mail server at /, "")}: check the spelling of its address.`;
    case "ETIMEDOUT":
    case "ECONNECTION":
    case "ESOCKET":
      return `${where} could not be reached (${e.message ?? "no answer"}). Check the address and port, and whether your provider wants port 465 or 587.`;
    case "EENVELOPE":
    case "EMESSAGE":
      return `${where} refused the message.${answer || ` (${e.message ?? "no reason given"})`}`;
    default:
      return `${where} answered with a problem: ${e.response?.trim() || e.message || String(error)}`;
  }
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
        const keepPassword = !input.password && before && before.username === input.username;
        const passwordSealed = keepPassword ? before.passwordSealed : sealSecret(options.key, input.password);
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
      const transport = nodemailer.createTransport({
        ...resolved.options,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as TransportOptions);
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
