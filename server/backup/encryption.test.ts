import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BackupUnreadable, decryptFile, encryptFile, looksEncrypted, parseBackupKey } from "./encryption.ts";

const dirs: string[] = [];
function scratch() {
  const dir = mkdtempSync(join(tmpdir(), "ww-encryption-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("backup encryption", () => {
  it("takes a key of 32 bytes in base64 (openssl rand -base64 32) or hex, and refuses anything else", () => {
    const key = randomBytes(32);
    expect(parseBackupKey(key.toString("base64"))).toEqual(key);
    expect(parseBackupKey(`${key.toString("base64url")}\n`)).toEqual(key);
    expect(parseBackupKey(key.toString("hex"))).toEqual(key);
    for (const bad of ["correct horse battery staple", randomBytes(16).toString("base64"), ""])
      expect(() => parseBackupKey(bad)).toThrow(/openssl rand -base64 32/);
  });

  it("round-trips a file, writes it 0600, and nothing of the plaintext shows in it", async () => {
    const dir = scratch();
    const key = randomBytes(32);
    const plain = join(dir, "plain");
    const secret = "owner invitation https://example.test/admin/join/abc ".repeat(50_000);
    writeFileSync(plain, secret);
    await encryptFile(plain, join(dir, "sealed"), key);
    expect(statSync(join(dir, "sealed")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, "sealed")).includes("admin/join")).toBe(false);
    expect(await looksEncrypted(join(dir, "sealed"))).toBe(true);
    await decryptFile(join(dir, "sealed"), join(dir, "opened"), key);
    expect(readFileSync(join(dir, "opened"), "utf8")).toBe(secret);
    expect(statSync(join(dir, "opened")).mode & 0o777).toBe(0o600);
  });

  it("refuses the wrong key, any changed byte (header, body or tag), a cut file and an empty one, leaving no output", async () => {
    const dir = scratch();
    const key = randomBytes(32);
    writeFileSync(join(dir, "plain"), randomBytes(100_000));
    await encryptFile(join(dir, "plain"), join(dir, "sealed"), key);
    const sealed = readFileSync(join(dir, "sealed"));
    const variants: [string, Buffer, Buffer][] = [["wrong key", sealed, randomBytes(32)]];
    for (const at of [3, 9, 20, 30, 40, Math.floor(sealed.length / 2), sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] = changed[at]! ^ 0x01;
      variants.push([`byte ${at}`, changed, key]);
    }
    variants.push(["cut", sealed.subarray(0, sealed.length - 100), key]);
    variants.push(["empty", Buffer.alloc(0), key]);
    variants.push(["appended", Buffer.concat([sealed, Buffer.from("x")]), key]);
    for (const [what, bytes, withKey] of variants) {
      writeFileSync(join(dir, "bad"), bytes);
      await expect(decryptFile(join(dir, "bad"), join(dir, "out"), withKey), what).rejects.toBeInstanceOf(
        BackupUnreadable,
      );
      expect(existsSync(join(dir, "out")), `${what} leaves no output`).toBe(false);
    }
  });
});
