import type { IncomingMessage } from "node:http";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientAddress, clientHasher, isHttps, loadClientSalt } from "./client-address.ts";

const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe("the client's address", () => {
  it("is the socket's unless a trusted proxy forwards it", () => {
    const forwarded = req("::ffff:10.0.0.1", { "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
    expect(clientAddress(forwarded, false)).toBe("10.0.0.1");
    // The last entry is the one our proxy added; earlier ones are whatever the client claimed.
    expect(clientAddress(forwarded, true)).toBe("198.51.100.7");
    expect(clientAddress(req("::1"), true)).toBe("::1");
  });

  it("is HTTPS only when a trusted proxy says so", () => {
    const proxied = req("10.0.0.1", { "x-forwarded-proto": "https" });
    expect(isHttps(proxied, false)).toBe(false);
    expect(isHttps(proxied, true)).toBe(true);
  });

  it("is stored as a salted hash: stable for one salt, different for another, never the address", () => {
    const hash = clientHasher("a salt of some length");
    expect(hash("203.0.113.9")).toBe(hash("203.0.113.9"));
    expect(hash("203.0.113.9")).not.toBe(clientHasher("another salt entirely")("203.0.113.9"));
    expect(hash("203.0.113.9")).not.toContain("203");
  });

  it("uses a salt made once in the data folder when none is set", () => {
    const dir = mkdtempSync(join(tmpdir(), "ww-salt-"));
    const salt = loadClientSalt({ dataDir: dir });
    expect(salt.length).toBeGreaterThan(30);
    expect(loadClientSalt({ dataDir: dir })).toBe(salt);
    expect(readFileSync(join(dir, "client-hash-salt"), "utf8").trim()).toBe(salt);
    expect(loadClientSalt({ dataDir: dir, salt: "from the setting" })).toBe("from the setting");
  });
});
