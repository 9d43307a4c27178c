import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";

/**
 * The visitor's address: the socket's, or behind a trusted proxy (TRUST_PROXY=1) the last X-Forwarded-For entry,
 * the one our own proxy appended (earlier entries are whatever the client claimed).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  let address = req.socket.remoteAddress ?? "";
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const last = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) address = last;
  }
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

/** True when the visitor reached us over HTTPS (directly, or at a trusted proxy that says so). */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers["x-forwarded-proto"];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim() === "https";
}

const SALT_FILE = "client-hash-salt";

/**
 * The secrets the data depends on, by setting, with the file in DATA_DIR that holds each when the setting is unset:
 * links already sent are signed with LINK_SECRET, stored client hashes are salted with CLIENT_HASH_SALT. Backups carry
 * them, and a restore puts them back (docs/decisions/130).
 */
export const DATA_SECRETS = { LINK_SECRET: "link-secret", CLIENT_HASH_SALT: SALT_FILE } as const;
export type DataSecrets = Record<keyof typeof DATA_SECRETS, string>;

/** The secrets in use here: each setting's value, or the one kept in DATA_DIR (made once). */
export function loadDataSecrets(
  settings: Partial<Record<keyof typeof DATA_SECRETS, string>>,
  dataDir: string,
): DataSecrets {
  const entries = Object.entries(DATA_SECRETS).map(([setting, file]) => [
    setting,
    loadDataSecret({ value: settings[setting as keyof typeof DATA_SECRETS], dataDir, file }),
  ]);
  return Object.fromEntries(entries) as DataSecrets;
}

/** Writes a secret into DATA_DIR (0600), replacing the file whole: a restore's. */
export function writeDataSecret(dataDir: string, file: string, value: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, file);
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, `${value}\n`, { mode: 0o600, flag: "wx" });
  renameSync(partial, path);
}

/**
 * A secret from its setting, or a random one kept in DATA_DIR under `file` (made once; readable by the server's
 * user only), so every restart and every process on the same data folder uses the same one.
 */
export function loadDataSecret(options: { value?: string; dataDir: string; file: string }): string {
  if (options.value) return options.value;
  const file = join(options.dataDir, options.file);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
  return secret;
}

/** The salt for client hashes: the CLIENT_HASH_SALT setting, or a random one kept in DATA_DIR (made once). */
export function loadClientSalt(options: { salt?: string; dataDir: string }): string {
  return loadDataSecret({ value: options.salt, dataDir: options.dataDir, file: SALT_FILE });
}

/** A salted hash of an address: the same visitor gives the same hash, and the address itself is never stored. */
export function clientHasher(salt: string): (address: string) => string {
  return (address) => createHmac("sha256", salt).update(address).digest("base64url").slice(0, 22);
}
