/**
 * `npm run bench:newsletter`: a newsletter send to 10,000 readers on this machine (docs/decisions/105). The production
 * server runs on a throwaway clone of this checkout (the send writes the issue's sent date into its content; the clone
 * has no git, so no publish competes for the cores), with the readers seeded as confirmed, its embedded database in
 * the clone (or DATABASE_URL, a database of its own) and SMTP_URL pointing at a local SMTP server (the smtp-server
 * package) in this process. The bench asks for the send as an owner would, reads public pages while it runs, then
 * checks what the SMTP server accepted: every reader once, nobody twice, nobody missed. It prints the rate as
 * "N messages/s", the pages' latency during the send, and how long the send takes at the configured rate.
 * Exits 1 when a reader was missed or mailed twice.
 *
 * BENCH_READERS (default 10000), BENCH_RATE (default 0: as fast as the relay takes them), BENCH_CONNECTIONS (4).
 * Target (ARCHITECTURE.md): 50 messages/s at an unlimited rate, pages p99 under 200 ms during the send.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as requests } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import "./lib/public-env.ts";
import { readContent } from "../app/content/read-content.ts";
import { readServerEnv } from "../server/env.ts";
import { newClient, signIn, STAFF_PASSWORD } from "../tests/e2e/support/staff.ts";
import { BUILD_DIR, ROOT } from "./lib/build-inputs.ts";
import { addConfirmedReaders } from "./lib/newsletter-readers.ts";
import { startServer } from "./lib/server-process.ts";

const READERS = Number(process.env.BENCH_READERS ?? 10_000);
const RATE = process.env.BENCH_RATE ?? "0";
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? "4";
const TARGET = { perSecond: 50, p99Ms: 200 };
const PAGES = ["/", "/tours", "/blog", "/newsletter", "/about"];

if (!existsSync(join(BUILD_DIR, "server/index.js"))) {
  console.error('No build yet: run "npm run build" first.');
  process.exit(1);
}

// The checkout's committed state, as a deployment has it, with this build.
const root = mkdtempSync(join(tmpdir(), "ww-bench-newsletter-"));
execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, root]);
rmSync(join(root, ".git"), { recursive: true, force: true });
symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
for (const folder of ["generated", "public/images", "public/brand"])
  cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
cpSync(BUILD_DIR, join(root, "build"), { recursive: true });

const issue = readContent(root).newsletterIssues.find((each) => !each.meta.sentAt);
if (!issue) {
  console.error("No unsent issue in content/newsletter to send.");
  process.exit(1);
}

// The relay: counts each reader's messages by Message-ID, keeping nothing else.
const accepted = new Map<string, string[]>();
let first = 0;
let last = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString();
    });
    stream.on("end", () => {
      const messageId = /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? "";
      for (const to of session.envelope.rcptTo)
        accepted.set(to.address, [...(accepted.get(to.address) ?? []), messageId]);
      last = Date.now();
      first ||= last;
      callback();
    });
  },
});
// A connection reset is a dropped message, as at a real relay; never a crash of the bench.
smtp.on("error", () => {});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = join(root, "data");
console.log(`Seeding ${READERS.toLocaleString("en-US")} confirmed readers...`);
const readers = await addConfirmedReaders({ dataDir, databaseUrl }, READERS, `bench-${Date.now()}`);
const server = await startServer(
  {
    BUILD_DIR: join(root, "build"),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_PASSWORD: STAFF_PASSWORD,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEWSLETTER_RATE: RATE,
    NEWSLETTER_CONNECTIONS: CONNECTIONS,
    LOG_REQUESTS: "0",
  },
  undefined,
  { cwd: root },
);

let failed = false;
try {
  const owner = newClient();
  const staff = await requests.newContext({ baseURL: server.url });
  await signIn(staff, owner);
  const path = `/admin/newsletter/${issue.slug}`;
  const page = await (await staff.get(path, { headers: owner })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";

  // Visitors reading pages while the send runs: four of them, each a page every 100 ms.
  const latencies: number[] = [];
  let sending = true;
  const visitors = Array.from({ length: 4 }, async (_, n) => {
    for (let i = n; sending; i++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${PAGES[i % PAGES.length]}`, {
        headers: { "accept-encoding": "br" },
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  console.log(
    `Sending "${issue.meta.subject}" (rate ${RATE === "0" ? "unlimited" : `${RATE}/s`}, ${CONNECTIONS} connections)...`,
  );
  const asked = await staff.post(path, {
    headers: owner,
    form: { csrf, intent: "send-now", confirmed: "yes" },
  });
  if (!(await asked.text()).includes("Sending now"))
    throw new Error(`The send did not start (${asked.status()}).`);
  const deadline = Date.now() + 30 * 60_000;
  while (accepted.size < readers.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Anything still on its way arrives now, or never.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  sending = false;
  await Promise.all(visitors);
  await staff.dispose();

  const missed = readers.filter((reader) => !accepted.has(reader));
  const twice = [...accepted].filter(([, ids]) => ids.length > 1);
  const strangers = [...accepted.keys()].filter((to) => !readers.includes(to));
  const seconds = (last - first) / 1000;
  const perSecond = readers.length / Math.max(seconds, 0.001);
  const sorted = [...latencies].sort((a, b) => a - b);
  const percentile = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const configured = readServerEnv({}).NEWSLETTER_RATE;
  const atRate = readers.length / configured;
  const clock = (total: number) =>
    `${Math.floor(total / 3600)} h ${Math.floor((total % 3600) / 60)} min ${Math.round(total % 60)} s`;

  console.log("");
  console.log(
    `${Math.round(perSecond)} messages/s (${readers.length.toLocaleString("en-US")} readers in ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `Pages during the send: ${latencies.length} requests, p50 ${percentile(50).toFixed(0)} ms, p99 ${percentile(99).toFixed(0)} ms`,
  );
  console.log(
    `At the configured rate (NEWSLETTER_RATE default, ${configured} messages/s) the same send takes ${clock(atRate)}`,
  );
  console.log(
    `Every reader once: ${accepted.size - twice.length - strangers.length} of ${readers.length}; missed ${missed.length}, twice ${twice.length}, not a reader ${strangers.length}`,
  );
  if (missed.length || twice.length || strangers.length) failed = true;
  const met = perSecond >= TARGET.perSecond && percentile(99) < TARGET.p99Ms;
  console.log(
    `Target (${TARGET.perSecond} messages/s, pages p99 < ${TARGET.p99Ms} ms): ${met ? "met" : "NOT met"}${failed ? "; a reader was missed or mailed twice" : ""}`,
  );
} finally {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
