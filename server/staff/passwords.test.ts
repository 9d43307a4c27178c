import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from "./passwords.ts";

describe("staff passwords", () => {
  it("hashes with scrypt and a salt of its own each time, and verifies only the right password", async () => {
    const first = await hashPassword("tabby on the brooklyn bridge");
    const second = await hashPassword("tabby on the brooklyn bridge");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword("tabby on the brooklyn bridge", first)).toBe(true);
    expect(await verifyPassword("tabby on the brooklyn bridgE", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("matches nothing against an empty or unreadable hash (a passkey-only account, a missing one)", async () => {
    expect(await verifyPassword("anything at all here", "")).toBe(false);
    expect(await verifyPassword("anything at all here", "scrypt$1$2")).toBe(false);
  });

  it("refuses short, common and dressed-up common passwords, in words", () => {
    expect(passwordProblem("short one")).toMatch(/at least 12 characters/);
    expect(passwordProblem("x".repeat(201))).toMatch(/at most 200/);
    for (const common of [
      "qwerty123456",
      "password1234!",
      "Football2026!!",
      "dragondragondragon",
      "aaaaaaaaaaaa",
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordProblem(common), common).toMatch(/most common/);
    }
    expect(isCommonPassword("ada.lovelace@example.com", "ada.lovelace@example.com")).toBe(true);
    expect(isCommonPassword("adalovelace2026", "adalovelace@example.com")).toBe(true);
    expect(passwordProblem("marmalade cats of wall street")).toBeNull();
  });
});
