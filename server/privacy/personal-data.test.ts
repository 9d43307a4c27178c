import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, erasures, messages, staff, subscribers } from "../../db/schema.ts";
import type { ChangedBy } from "../staff/audit.ts";
import { staffSessionContext } from "../../app/features/admin/staff.server.ts";
import { middleware as exportMiddleware } from "../../app/routes/admin.privacy.export.ts";
import { middleware as pageMiddleware } from "../../app/routes/admin.privacy.tsx";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import {
  addressHash,
  createPersonalData,
  PersonalDataRefused,
  personalDataPage,
  readLedgerFile,
  totalRecords,
} from "./personal-data.ts";
import { seedPerson } from "./seed-person.ts";

let handle: DatabaseHandle;
let dir: string;
let ledgerFile: string;
let owner: ChangedBy;
const NOW = new Date("2026-11-28T09:00:00Z");

beforeAll(async () => {
  handle = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "ledger-"));
  ledgerFile = join(dir, "erasure-ledger");
  const [margo] = await handle.db
    .insert(staff)
    .values({ name: "Margo Owner", email: "margo@whiskerwalks.nyc", role: "owner", passkeyUserId: "p1" })
    .returning();
  owner = { actor: { id: margo!.id, name: margo!.name, email: margo!.email }, clientHash: "h" };
  await seedPerson(handle.db, "Nora.Quinn@Example.com", {
    at: NOW,
    tourDate: "2026-12-12",
    reviewedAt: NOW,
    subscribed: "unsubscribed",
  });
  await seedPerson(handle.db, "someone.else@example.com", { at: NOW, tourDate: "2026-12-12" });
  await handle.db.insert(auditEvents).values({
    action: "sign-in-failed",
    summary: "Failed sign-in as nora.quinn@example.com.",
  });
}, 60_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("finding what is held about an address", () => {
  it("finds every record across the tables, whatever the capitals typed, with the consent evidence", async () => {
    const privacy = createPersonalData(handle.db, { ledgerFile });
    const data = await privacy.find("  NORA.quinn@example.COM ");
    expect(data.email).toBe("nora.quinn@example.com");
    expect(data.messages).toHaveLength(1);
    expect(data.tourRequests).toHaveLength(1);
    expect(data.tourRequests[0]!.history).toHaveLength(1);
    expect(data.applications[0]!.code?.code).toMatch(/^CAT-/);
    expect(data.newsletter[0]!.signups[0]).toMatchObject({
      form: "home",
      consentWording: "I agree to receive emails.",
    });
    expect(data.newsletterDeliveries).toHaveLength(1);
    expect(data.emails).toHaveLength(1);
    // Nothing of the other person, and no salted client hash or link secret in the export.
    expect(JSON.stringify(data)).not.toContain("someone.else");
    expect(JSON.stringify(data)).not.toMatch(/clientHash|nonce/);
  });

  it("finds nothing for an unknown address, and says so (no error)", async () => {
    const data = await createPersonalData(handle.db).find("nobody@example.com");
    expect(totalRecords(data)).toBe(0);
  });

  it.each(["", "   ", "not an address", "a@b", `${"x".repeat(300)}@example.com`])(
    "refuses %j in words",
    async (typed) => {
      await expect(createPersonalData(handle.db).find(typed)).rejects.toBeInstanceOf(PersonalDataRefused);
    },
  );

  it("exports a readable page that escapes what visitors typed", async () => {
    const data = await createPersonalData(handle.db).find("nora.quinn@example.com");
    data.messages[0]!.message = "<script>alert(1)</script>";
    const page = personalDataPage(data);
    expect(page).toContain("&lt;script&gt;");
    expect(page).not.toContain("<script>");
    expect(page).toContain("I agree to receive emails.");
  });
});

describe("erasing an address", () => {
  it("removes it everywhere, keeps only its hash, and records it in Activity without the address", async () => {
    const privacy = createPersonalData(handle.db, { ledgerFile });
    const erased = await privacy.erase("nora.QUINN@example.com", owner);
    expect(erased.records).toBeGreaterThanOrEqual(6);
    expect(totalRecords(await privacy.find("nora.quinn@example.com"))).toBe(0);
    // The other person is untouched.
    expect(totalRecords(await privacy.find("someone.else@example.com"))).toBeGreaterThanOrEqual(5);

    const hash = addressHash("nora.quinn@example.com");
    expect(await handle.db.select().from(erasures)).toEqual([expect.objectContaining({ hash })]);
    expect(await readLedgerFile(ledgerFile)).toEqual([hash]);
    expect(readFileSync(ledgerFile, "utf8")).not.toContain("nora");

    const record = await handle.db.select().from(auditEvents);
    expect(JSON.stringify(record).toLowerCase()).not.toContain("nora.quinn@example.com");
    expect(record.find((entry) => entry.action === "privacy-erased")?.summary).toContain("Margo Owner");
  });

  it("erases again, after a restore of an older copy, every address in the ledger file", async () => {
    // An older copy of the data: the table's ledger lost, the person back in two tables, in other capitals.
    await handle.db.delete(erasures);
    await handle.db.insert(messages).values({
      name: "Nora",
      email: "NORA.QUINN@example.com",
      phone: "",
      message: "Back from a backup",
      clientHash: "c",
    });
    await handle.db.insert(subscribers).values({ email: "nora.quinn@example.com", clientHash: "c" });
    const reapplied = await createPersonalData(handle.db, { ledgerFile }).reapplyLedger();
    expect(reapplied).toBe(1);
    expect(totalRecords(await createPersonalData(handle.db).find("nora.quinn@example.com"))).toBe(0);
    expect(await handle.db.select().from(erasures)).toHaveLength(1);
    expect(
      totalRecords(await createPersonalData(handle.db).find("someone.else@example.com")),
    ).toBeGreaterThan(0);
  });

  it("with no ledger file and no erasures, changes nothing", async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)` }).from(messages);
    await handle.db.delete(erasures);
    expect(await createPersonalData(handle.db, { ledgerFile: join(dir, "missing") }).reapplyLedger()).toBe(0);
    expect(await handle.db.select({ n: sql<number>`count(*)` }).from(messages)).toEqual(before);
  });

  it("refuses a bad address and erases nothing", async () => {
    const count = async () =>
      (await handle.db.select().from(messages).where(eq(messages.email, "someone.else@example.com"))).length;
    const before = await count();
    await expect(createPersonalData(handle.db).erase("someone.else", owner)).rejects.toBeInstanceOf(
      PersonalDataRefused,
    );
    expect(await count()).toBe(before);
  });
});

describe("the Privacy page and its download", () => {
  const contextFor = (role: "owner" | "guide") => {
    const context = new RouterContextProvider();
    context.set(staffSessionContext, { staff: { id: 2, name: "Gus", email: "gus@x.y", role } } as never);
    return context;
  };
  const run = (middleware: typeof pageMiddleware, role: "owner" | "guide") =>
    (middleware[0] as unknown as (args: { context: RouterContextProvider }) => unknown)({
      context: contextFor(role),
    });

  it.each([
    ["page", pageMiddleware],
    ["download", exportMiddleware],
  ] as const)("refuse a guide with a 403 in words, before anything runs (%s)", (_name, middleware) => {
    let thrown: unknown;
    try {
      run(middleware as typeof pageMiddleware, "guide");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { problem: expect.stringContaining("owner") },
    });
    expect(() => run(middleware as typeof pageMiddleware, "owner")).not.toThrow();
  });
});
