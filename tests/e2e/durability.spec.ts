import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { messages } from "../../db/schema.ts";
import { openDatabase } from "../../server/database.ts";
import { expect, test } from "./fixtures.ts";
import { EMAILJS_IDS } from "./support/staff.ts";
import { startServer } from "../../scripts/lib/server-process.ts";
import { startOwnServer } from "./support/own-server.ts";

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
