import { basename, resolve } from "node:path";
import { z } from "zod";
import { MAKE_A_KEY, parseBackupKey } from "./backup/encryption.ts";

/** Server settings, read once at start. (Settings that reach the browser are PUBLIC_*, baked in at build.) */
const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface, IPv6 and IPv4. */
  HOST: z.string().optional(),
  BUILD_DIR: z.string().default("build"),
  /** The embedded database (PGlite) and the client-hash salt live here. */
  DATA_DIR: z.string().default("data"),
  /** Set: a Postgres server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Set: the staff inbox at /admin is on, with this password. */
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  /** Set: the outbox is sent over SMTP (smtp://user:pass@host:587 or smtps://...); otherwise it stays queued. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  /** Newsletter messages a second over SMTP_URL (what the mail provider allows); 0 for as fast as it takes them. */
  NEWSLETTER_RATE: z.coerce.number().min(0, "NEWSLETTER_RATE must be 0 or more").max(10_000).default(10),
  /** SMTP connections a newsletter send keeps open at once. */
  NEWSLETTER_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(4),
  /** The sender of outgoing e-mail. */
  MAIL_FROM: z.string().default("Whisker Walks NYC <hello@whiskerwalks.nyc>"),
  /** Salt for the hashes of client addresses; without it, a random one is made once in DATA_DIR. */
  CLIENT_HASH_SALT: z.string().min(16, "CLIENT_HASH_SALT must be at least 16 characters").optional(),
  /**
   * Signs the links the site sends (newsletter confirmation and unsubscribe, a request's confirmation page); without
   * it, a random one is made once in DATA_DIR. Servers sharing one Postgres must share it.
   */
  LINK_SECRET: z.string().min(16, "LINK_SECRET must be at least 16 characters").optional(),
  /** "0" silences the one-line request log (the tests set it). */
  LOG_REQUESTS: z.enum(["0", "1"]).default("1"),
  /** Set when a proxy terminates TLS in front of us: trust its X-Forwarded-* headers. */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /**
   * "off": this server serves the site but staff do not edit or publish here. With several servers on one Postgres,
   * one checkout holds the drafts; the others refuse editing, naming it (docs/decisions/093).
   */
  CONTENT_EDITING: z.enum(["on", "off"]).default("on"),
  /**
   * Where backups are written (server/backup/): put it on another disk than DATA_DIR. By default a folder beside the
   * checkout, never inside it (issue 37): /srv/whiskerwalks keeps its backups in /srv/whiskerwalks-backups.
   */
  BACKUP_DIR: z.string().default(() => resolve("..", `${basename(resolve("."))}-backups`)),
  /** How many backups are kept there; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** "off": no daily backup (npm run backup and the staff area's Back up now still work). */
  BACKUP_DAILY: z.enum(["on", "off"]).default("on"),
  /**
   * Encrypts every backup (AES-256-GCM): 32 random bytes, base64 (`openssl rand -base64 32`) or hex. Kept by the
   * operator away from this machine: without it no backup is made, and none can be restored or read.
   */
  BACKUP_KEY: z
    .string()
    .refine((value) => {
      try {
        parseBackupKey(value);
        return true;
      } catch {
        return false;
      }
    }, `BACKUP_KEY must be 32 random bytes in base64 or hex: make one with ${MAKE_A_KEY}`)
    .optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function readServerEnv(raw: Record<string, string | undefined> = process.env): ServerEnv {
  const cleaned = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const result = serverEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server settings:\n${lines.join("\n")}`);
  }
  return result.data;
}
