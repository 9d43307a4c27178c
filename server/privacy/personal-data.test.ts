import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applications, auditEvents, erasures, messages, staff, subscribers } from "../../db/schema.ts";
import type { ChangedBy } from "../staff/audit.ts";
import { staffSessionContext } from "../../app/features/admin/staff.server.ts";
import { middleware as exportMiddleware } from "../../app/routes/admin.privacy.export.ts";
import { inboxContext, type InboxRequest } from "../../app/features/admin/inbox-context.ts";
import { action as pageAction, middleware as pageMiddleware } from "../../app/routes/admin.privacy.tsx";
import type { DatabaseHandle } from "../database.ts";
import { createNewsletter } from "../inbox/newsletter.ts";
import { createLinkSigner } from "../signed-links.ts";
import { fixedSiteUrl } from "../site-address.ts";
import { openTestDatabase } from "../testing/database.ts";
import {
  addressHash,
  createPersonalData,
  ERASE_NOT_CONFIRMED,
  PersonalDataRefused,
  personalDataPage,
  readLedgerFile,
  recordCounts,
  totalRecords,
} from "./personal-data.ts";
import { seedPerson } from "./seed-person.ts";

let handle: DatabaseHandle;
let dir: string;
let ledgerFile: string;
let owner: ChangedBy;
const NOW = new Date("2026-11-28T09:00:00Z");
/** A contact message from `email`, written now, or at `createdAt` (as an older backup holds it). */
const writeMessage = (email: string, message: string, createdAt?: Date) =>
  handle.db.insert(messages).values({
    name: "A visitor",
    email,
    phone: "",
    message,
    clientHash: "c",
    ...(createdAt ? { createdAt } : {}),
  });

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

  it("names every field in words and gives every time in New York's, leaving out the mail server's bookkeeping", async () => {
    const data = await createPersonalData(handle.db).find("nora.quinn@example.com");
    data.messages[0]!.createdAt = new Date("2026-11-28T21:05:00Z");
    data.messages[0]!.message = "First line\nSecond line";
    const page = personalDataPage(data);
    expect(page).toContain('<th scope="row">Recorded</th><td>Nov 28, 2026, 4:05 PM</td>');
    expect(page).toContain("First line\nSecond line");
    // A list of dates, as one line.
    expect(page).toContain(`<td>${data.tourRequests[0]!.preferredDates.join(", ")}</td>`);
    expect(page).toMatch(/td\{white-space:pre-wrap\}/);
    // No stored name of a field, no machine time, no link between records.
    for (const word of [
      "createdAt",
      "readAt",
      "lastError",
      "applicationId",
      "subscriberId",
      "consentWording",
    ])
      expect(page).not.toContain(word);
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
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
    expect(await readLedgerFile(ledgerFile)).toEqual([{ hash, at: expect.stringMatching(/^2\d{3}-.*Z$/) }]);
    expect(readFileSync(ledgerFile, "utf8")).not.toContain("nora");

    const record = await handle.db.select().from(auditEvents);
    expect(JSON.stringify(record).toLowerCase()).not.toContain("nora.quinn@example.com");
    expect(record.find((entry) => entry.action === "privacy-erased")?.summary).toContain("Margo Owner");
  });

  it("erases again, after a restore of an older copy, every address in the ledger file", async () => {
    // An older copy of the data: the table's ledger lost, the person back in two tables, in other capitals, as they
    // were before the erasure.
    await handle.db.delete(erasures);
    await writeMessage("NORA.QUINN@example.com", "Back from a backup", NOW);
    await handle.db
      .insert(subscribers)
      .values({ email: "nora.quinn@example.com", clientHash: "c", createdAt: NOW });
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

describe("coming back after an erasure", () => {
  const typed = async (email: string) => totalRecords(await createPersonalData(handle.db).find(email));
  const signUpAgain = (email: string) =>
    createNewsletter(handle.db, {
      signer: createLinkSigner("a link secret for the tests"),
      siteUrl: fixedSiteUrl("https://whiskerwalks.nyc"),
      onOutboxQueued: () => {},
    }).signUp(
      {
        email,
        firstName: "Iris",
        lastName: "",
        tags: "",
        form: "footer",
        consentWording: "Stay in touch",
        clientHash: "c",
      },
      ({ confirmLink }) => ({ subject: "Confirm", body: confirmLink }),
    );

  it("keeps a sign-up made after the erasure through every start, while an older backup's copy is cleaned", async () => {
    const iris = "Iris.Vale@example.com";
    const file = join(dir, "ledger-iris");
    await seedPerson(handle.db, iris, { at: NOW, tourDate: "2026-12-12", subscribed: "subscribed" });
    const privacy = createPersonalData(handle.db, { ledgerFile: file });
    await privacy.erase(iris, owner);
    expect(await typed(iris)).toBe(0);

    // Weeks later she signs up to the newsletter of her own accord, in other capitals, and writes to us.
    expect(await signUpAgain("IRIS.vale@example.com")).toBe("sent");
    await writeMessage(iris, "Back again!");
    const comeBack = await privacy.find(iris);
    expect(comeBack.newsletter).toHaveLength(1);
    expect(comeBack.messages).toHaveLength(1);
    expect(comeBack.emails).toHaveLength(1);

    // Two starts re-apply the ledger (the file and the table): what she gave us since stays, whole.
    expect(await privacy.reapplyLedger()).toBe(0);
    expect(await createPersonalData(handle.db, { ledgerFile: file }).reapplyLedger()).toBe(0);
    expect(await privacy.find(iris)).toEqual(comeBack);

    // A restore of a backup made before the erasure: her old records are back beside the new ones, and the table
    // no longer knows her. The file's time erases the old ones and leaves the new.
    await handle.db.delete(erasures);
    await writeMessage("iris.vale@EXAMPLE.com", "From the backup", NOW);
    await handle.db.insert(applications).values({
      firstName: "Iris",
      lastName: "Vale",
      email: iris,
      mobile: "+15550100",
      catName: "Biscuit",
      rulesAccepted: true,
      waiverAccepted: true,
      clientHash: "c",
      createdAt: NOW,
    });
    expect(await privacy.find(iris)).toMatchObject({ messages: { length: 2 }, applications: { length: 1 } });
    expect(await privacy.reapplyLedger()).toBe(1);
    const after = await privacy.find(iris);
    expect(after.messages.map((row) => row.message)).toEqual(["Back again!"]);
    expect(after.applications).toEqual([]);
    expect(after.newsletter).toEqual(comeBack.newsletter);
    expect(after.emails).toEqual(comeBack.emails);
    expect(await handle.db.select({ hash: erasures.hash }).from(erasures)).toContainEqual({
      hash: addressHash(iris),
    });
  });

  it("erased again, the later erasure counts; a ledger line without a time erases all it finds, once", async () => {
    const june = "june.park@example.com";
    const file = join(dir, "ledger-june");
    const privacy = createPersonalData(handle.db, { ledgerFile: file });
    await seedPerson(handle.db, june, { at: NOW, tourDate: "2026-12-12" });
    await privacy.erase(june, owner);
    await signUpAgain(june);
    await privacy.erase(june, owner);
    const [first, second] = await readLedgerFile(file);
    expect(second!.at! > first!.at!).toBe(true);
    expect(
      await handle.db
        .select()
        .from(erasures)
        .where(eq(erasures.hash, addressHash(june))),
    ).toEqual([expect.objectContaining({ createdAt: new Date(second!.at!.slice(0, 23) + "Z") })]);
    expect(await privacy.reapplyLedger()).toBe(0);

    // A line of a hash alone (as a ledger might hold from before times were written), unknown to the table: what is
    // held is erased at the next start, and what comes after that start stays.
    const old = "old.line@example.com";
    const oldFile = join(dir, "ledger-old");
    writeFileSync(oldFile, `${addressHash(old)}\n`);
    await writeMessage(old, "Before");
    const oldLedger = createPersonalData(handle.db, { ledgerFile: oldFile });
    expect(await readLedgerFile(oldFile)).toEqual([{ hash: addressHash(old), at: null }]);
    expect(await oldLedger.reapplyLedger()).toBe(1);
    expect(await typed(old)).toBe(0);
    await writeMessage(old, "After");
    expect(await oldLedger.reapplyLedger()).toBe(0);
    expect(await typed(old)).toBe(1);
  });
});

describe("the Privacy page and its download", () => {
  const contextFor = (role: "owner" | "guide") => {
    const context = new RouterContextProvider();
    context.set(staffSessionContext, { staff: { id: 2, name: "Gus", email: "gus@x.y", role } } as never);
    return context;
  };
  const run = (middleware: typeof pageMiddleware, role: "owner" | "guide", method: string) =>
    (middleware[0] as unknown as (args: { request: Request; context: RouterContextProvider }) => unknown)({
      request: new Request("http://127.0.0.1/admin/privacy", { method }),
      context: contextFor(role),
    });

  // Opening the page is refused by its loader, inside the staff layout (routes/admin.owner-pages.test.tsx).
  it.each([
    ["a change posted to the page", pageMiddleware, "POST"],
    ["the download", exportMiddleware, "GET"],
  ] as const)(
    "refuse a guide with a 403 in words, before anything runs (%s)",
    (_name, middleware, method) => {
      let thrown: unknown;
      try {
        run(middleware as typeof pageMiddleware, "guide", method);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        init: { status: 403 },
        data: { problem: expect.stringContaining("owner") },
      });
      expect(() => run(middleware as typeof pageMiddleware, "owner", method)).not.toThrow();
    },
  );

  it("answers an erasure posted without its box ticked with a 400, the look-up and the form, and erases nothing", async () => {
    const privacy = createPersonalData(handle.db, { ledgerFile });
    const address = "someone.else@example.com";
    const before = await privacy.find(address);
    expect(totalRecords(before)).toBeGreaterThan(0);
    const record = vi.fn(async () => {});
    const context = contextFor("owner");
    context.set(inboxContext, {
      clientHash: "h",
      inbox: { privacy, audit: { record } },
    } as unknown as InboxRequest);
    // As a browser without JavaScript posts the erase form, the box left unticked (so no "confirm").
    const request = new Request("http://127.0.0.1/admin/privacy", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "erase", email: address }).toString(),
    });
    const answer = (await pageAction({ context, params: {}, request } as unknown as Parameters<
      typeof pageAction
    >[0])) as unknown as { init?: ResponseInit; data?: unknown };
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      typed: address,
      notice: { tone: "error", text: ERASE_NOT_CONFIRMED },
      found: {
        email: address,
        counts: recordCounts(before),
        total: totalRecords(before),
        staffAccount: false,
      },
    });
    expect(totalRecords(await privacy.find(address))).toBe(totalRecords(before));
    // The look-up is in the Activity record as any other, without the address.
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ action: "privacy-search" }));
    expect(JSON.stringify(record.mock.calls)).not.toContain(address);
  });
});
