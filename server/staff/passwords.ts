import { dictionary } from "@zxcvbn-ts/language-common";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The shortest password a person may choose, and the longest we hash (a pasted novel is not a password). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** scrypt at 32 MiB and about 100 ms a hash here: memory-hard, and still quick enough for a sign-in. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A password as stored: `scrypt$N$r$p$salt$hash`, the salt random for each person and each change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

/** A hash of nothing anyone knows: checked against when the e-mail has no account, so both take as long. */
let decoy: Promise<string> | undefined;

/** True when the password matches the stored hash; an empty or unreadable hash matches nothing (in the same time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  const [kind, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || kind !== "scrypt" || !salt || !key) {
    decoy ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(password, await decoy);
    return false;
  }
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password.slice(0, PASSWORD_MAX_LENGTH), Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const COMMON = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));

/**
 * A password on the list of the most common ones (zxcvbn's 49,000), or one of them dressed up: repeated, with
 * digits or punctuation around it ("password1234!", "dragondragon"), or the person's own e-mail.
 */
export function isCommonPassword(password: string, email = ""): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  if (core.length < 4 || COMMON.has(core)) return true;
  const repeated = /^(.+?)\1+$/.exec(lower)?.[1];
  if (repeated && (repeated.length < 4 || COMMON.has(repeated))) return true;
  const mailbox = email.toLowerCase().split("@")[0] ?? "";
  return Boolean(email) && (lower === email.toLowerCase() || (mailbox.length >= 4 && core === mailbox));
}

/** What is wrong with a new password, in a sentence, or null when it will do. */
export function passwordProblem(password: string, email = ""): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters: a few words you will remember make a good one.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (isCommonPassword(password, email)) {
    return "That password is one of the most common ones, which guessers try first. Choose another.";
  }
  return null;
}
