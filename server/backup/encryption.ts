/**
 * Backups are encrypted with BACKUP_KEY (docs/decisions/130-backups-encrypted-and-whole.md): AES-256-GCM from Node's
 * own crypto, streamed, so a backup of any size needs no more memory than a chunk. A file is:
 *
 *   "WWBACKUP" (8 bytes) · format 1 (1 byte) · salt (16 bytes) · nonce (12 bytes) · ciphertext · GCM tag (16 bytes)
 *
 * Each file is encrypted with its own key, derived from BACKUP_KEY and the file's random salt (HKDF-SHA256), so no
 * key and nonce pair is ever used twice however many backups one key makes. The header is authenticated with the
 * ciphertext (GCM's additional data): the tag covers every byte of the file.
 *
 * GCM releases plaintext before it has checked the tag, so a reader decrypts into a private file and uses it only
 * once `decryptFile` has returned: a changed byte anywhere means nothing of the file is used.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rm, stat } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

const MAGIC = Buffer.from("WWBACKUP", "ascii");
const FORMAT = 1;
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + NONCE_BYTES;
const KEY_BYTES = 32;
const INFO = Buffer.from("whiskerwalks backup file key", "utf8");

/** How to make a key, said wherever one is missing or malformed. */
export const MAKE_A_KEY = "openssl rand -base64 32";

/**
 * BACKUP_KEY as bytes: 32 random bytes written as base64 (what `openssl rand -base64 32` prints) or as 64 hex digits.
 * Anything else is refused: a passphrase is not a key.
 */
export function parseBackupKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64")
      : Buffer.alloc(0);
  if (bytes.length !== KEY_BYTES)
    throw new Error(`BACKUP_KEY must be 32 random bytes in base64 or hex: make one with ${MAKE_A_KEY}`);
  return bytes;
}

function fileKey(key: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", key, salt, INFO, KEY_BYTES));
}

/** A file that is not a backup, was made with another key, or was changed or damaged: nothing of it is usable. */
export class BackupUnreadable extends Error {}

/** Whether a file starts as an encrypted backup does (a quick look, not a check: decryptFile checks). */
export async function looksEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** Encrypts `plain` into `out` (created new, readable by its owner only: 0600). */
export async function encryptFile(plain: string, out: string, key: Buffer): Promise<void> {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([FORMAT]), salt, nonce]);
  const cipher = createCipheriv("aes-256-gcm", fileKey(key, salt), nonce);
  cipher.setAAD(header);
  let headerWritten = false;
  const framed = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!headerWritten) {
        headerWritten = true;
        this.push(header);
      }
      done(null, chunk);
    },
    flush(done) {
      if (!headerWritten) this.push(header);
      done(null, cipher.getAuthTag());
    },
  });
  await pipeline(
    createReadStream(plain),
    cipher,
    framed,
    createWriteStream(out, { flags: "wx", mode: 0o600 }),
  );
}

/**
 * Decrypts `file` into `out` (0600) and checks its tag: throws BackupUnreadable, leaving no `out`, unless every byte
 * is as the key's holder wrote it.
 */
export async function decryptFile(file: string, out: string, key: Buffer): Promise<void> {
  const { size } = await stat(file);
  const head = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(file, "r");
  try {
    if (size < HEADER_BYTES + TAG_BYTES) throw new BackupUnreadable("too short");
    await handle.read(head, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupUnreadable("not a backup");
  if (head[MAGIC.length] !== FORMAT) throw new BackupUnreadable("another format");
  const salt = head.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
  const nonce = head.subarray(MAGIC.length + 1 + SALT_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", fileKey(key, salt), nonce);
  decipher.setAAD(head);
  decipher.setAuthTag(tag);
  try {
    const body = size - TAG_BYTES - 1;
    const source =
      body >= HEADER_BYTES
        ? createReadStream(file, { start: HEADER_BYTES, end: body })
        : Readable.from([] as Buffer[]);
    await pipeline(source, decipher, createWriteStream(out, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    await rm(out, { force: true });
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw error;
    throw new BackupUnreadable("not authentic");
  }
}
