import { randomUUID } from "node:crypto";
import { request as requests, type APIRequestContext } from "@playwright/test";
import { like, sql } from "drizzle-orm";
import { messages, newsletterSignups, subscribers, tourRequests } from "../../db/schema.ts";
import { openDatabase } from "../../server/database.ts";
import { expect, test } from "./fixtures.ts";
import { requestForm } from "./support/private-tours.ts";
import { EMAILJS_IDS, newClient, signIn, STAFF_PASSWORD } from "./support/staff.ts";
import { startServer } from "../../scripts/lib/server-process.ts";
import { newStorage, startOwnServer, storageEnv } from "./support/own-server.ts";

/** A contact message, as the EmailJS library sends it. */
function sendMessage(url: string, message: string, client: string) {
  return fetch(`${url}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({
      ...EMAILJS_IDS,
      template_params: { name: "Durable Dan", email: "dan@example.com", phone: "Not provided", message },
    }),
  });
}

/** A request context signed in to the staff inbox of a server of the test's own. */
async function signInTo(baseURL: string, client: Record<string, string>): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  await signIn(context, client);
  return context;
}

/**
 * A submission is acknowledged only once it is committed: fire submissions concurrently, `kill -9` the server in
 * the middle, start it again, and every acknowledged submission is there, exactly once. With PGlite in the
 * chromium project, and with a real Postgres in the postgres project.
 */
test("every acknowledged submission survives kill -9, none stored twice", async ({
  request: _request,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = randomUUID();
  const server = await startOwnServer(testInfo);

  const acknowledged = new Set<string>();
  let failed = 0;
  let sent = 0;
  async function sender(worker: number) {
    for (let i = 0; i < 2000; i++) {
      const marker = `${run}:${worker}:${i}`;
      sent++;
      try {
        // Each submission from its own made-up client address, so the rate limit stays out of the way.
        const response = await sendMessage(server.url, marker, `198.19.${worker}.${i % 250}`);
        if (response.status === 200 && (await response.text()) === "OK") acknowledged.add(marker);
      } catch {
        failed++;
        return;
      }
    }
  }
  const senders = Array.from({ length: 12 }, (_, worker) => sender(worker));
  await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThan(200);
  server.child.kill("SIGKILL");
  // Each sender ends at its first failed request, or after 2,000.
  await Promise.all(senders);
  // Killed mid-stream: requests were still in flight when it died.
  expect(failed).toBeGreaterThan(0);

  const restarted = await startServer(server.env);
  // The restarted server takes submissions again.
  const after = await sendMessage(restarted.url, `${run}:after`, "198.19.255.1");
  expect(after.status, await after.clone().text()).toBe(200);
  await restarted.stop();

  const database = await openDatabase(server.storage);
  const rows = await database.db
    .select({ message: messages.message })
    .from(messages)
    .where(like(messages.message, `${run}:%`));
  await database.close();
  const stored = rows.map((row) => row.message);
  const counts = new Map<string, number>();
  for (const message of stored) counts.set(message, (counts.get(message) ?? 0) + 1);
  const missing = [...acknowledged].filter((marker) => !counts.has(marker));
  const twice = [...counts].filter(([, count]) => count > 1);
  testInfo.annotations.push({
    type: "durability",
    description: `${sent} sent, ${acknowledged.size} acknowledged, ${stored.length} stored, ${failed} cut off by the kill`,
  });
  expect(missing).toEqual([]);
  expect(twice).toEqual([]);
  expect(counts.has(`${run}:after`)).toBe(true);
});

/** A private-tour request, as the browser posts the private tours page's form. */
function sendRequest(url: string, message: string, client: string) {
  return fetch(`${url}/tours/private-tours`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
    body: new URLSearchParams(requestForm(message)).toString(),
    redirect: "manual",
  });
}

test("every acknowledged private-tour request survives kill -9, none stored twice", async ({
  request: _request,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = randomUUID();
  const server = await startOwnServer(testInfo);
  const acknowledged = new Set<string>();
  let failed = 0;
  async function sender(worker: number) {
    for (let i = 0; i < 1000; i++) {
      const marker = `${run}:${worker}:${i}`;
      try {
        // Each request from its own made-up client address, so the rate limit stays out of the way.
        const response = await sendRequest(server.url, marker, `198.20.${worker}.${i % 250}`);
        const location = response.headers.get("location") ?? "";
        if (response.status === 303 && location.startsWith("/tours/private-tours/request/"))
          acknowledged.add(marker);
      } catch {
        failed++;
        return;
      }
    }
  }
  const senders = Array.from({ length: 8 }, (_, worker) => sender(worker));
  await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThan(100);
  server.child.kill("SIGKILL");
  await Promise.all(senders);
  expect(failed).toBeGreaterThan(0);
  // The restarted server takes requests again (and so the data folder is known to be free).
  const restarted = await startServer(server.env);
  const after = await sendRequest(restarted.url, `${run}:after`, "198.20.255.1");
  expect(after.status).toBe(303);
  await restarted.stop();

  const database = await openDatabase(server.storage);
  const rows = await database.db
    .select({ message: tourRequests.message })
    .from(tourRequests)
    .where(like(tourRequests.message, `${run}:%`));
  await database.close();
  const counts = new Map<string, number>();
  for (const { message } of rows) counts.set(message, (counts.get(message) ?? 0) + 1);
  testInfo.annotations.push({
    type: "durability",
    description: `${acknowledged.size} requests acknowledged, ${rows.length} stored, ${failed} cut off by the kill`,
  });
  expect([...acknowledged].filter((marker) => !counts.has(marker))).toEqual([]);
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  expect(counts.has(`${run}:after`)).toBe(true);
});

/**
 * The privacy limits are enforced by the server itself, at its start (then hourly and daily): what they delete is
 * tested record by record in server/privacy/retention.test.ts; this is the start-up's part, on a database seeded with
 * records past their time.
 */
test("at its start the server forgets a sign-up never confirmed in 30 days and a message past its limit; a confirmed reader stays", async ({
  request: _request,
}, testInfo) => {
  test.setTimeout(240_000);
  const storage = await newStorage(testInfo);
  const pending = `pending-${randomUUID()}@example.com`;
  const confirmed = `confirmed-${randomUUID()}@example.com`;
  const monthAgo = sql`now() - interval '31 days'`;
  const database = await openDatabase(storage);
  try {
    const [never] = await database.db
      .insert(subscribers)
      .values({ email: pending, clientHash: "seeded", createdAt: monthAgo })
      .returning({ id: subscribers.id });
    await database.db.insert(newsletterSignups).values({
      subscriberId: never!.id,
      form: "footer",
      consentWording: "seeded",
      consentVersion: "seeded",
      clientHash: "seeded",
      nonce: randomUUID(),
      createdAt: monthAgo,
    });
    await database.db.insert(subscribers).values({
      email: confirmed,
      clientHash: "seeded",
      status: "subscribed",
      confirmedAt: monthAgo,
      createdAt: monthAgo,
    });
    await database.db.insert(messages).values({
      name: "Old Olga",
      email: "olga@example.com",
      phone: "",
      message: "A message from long ago.",
      clientHash: "seeded",
      createdAt: sql`now() - interval '10 years'`,
    });
  } finally {
    await database.close();
  }

  const client = newClient();
  const server = await startServer({ ...storageEnv(storage), ADMIN_PASSWORD: STAFF_PASSWORD });
  try {
    // The clean-ups run beside the first requests: their log lines say when they are done.
    await expect
      .poll(() => server.output())
      .toContain("Newsletter: forgot 1 address(es) never confirmed in time.");
    await expect
      .poll(() => server.output())
      .toMatch(/Privacy limits: deleted [1-9]\d* records? past their time/);
    const staff = await signInTo(server.url, client);
    const list = await (await staff.get("/admin/subscribers", { headers: client })).text();
    expect(list).toContain(confirmed);
    expect(list).not.toContain(pending);
    const inbox = await (await staff.get("/admin/messages", { headers: client })).text();
    expect(inbox).not.toContain("A message from long ago.");
    await staff.dispose();
  } finally {
    await server.stop();
  }
});
