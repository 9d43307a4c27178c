/**
 * `npm run bench:forms`: the form endpoints under load, on this machine's loopback. Starts the production server
 * (the existing build; the embedded database in a fresh temporary folder, or DATABASE_URL when set) as its own
 * process, drives each endpoint with autocannon, then stops the server and counts what the database holds: the
 * stored count must equal the acknowledged count. Target (docs/performance.md): 300 submissions/s, p99 < 100 ms.
 *
 * BENCH_REQUESTS (default 4000 an endpoint) and BENCH_CONNECTIONS (default 10) tune each run. A fixed number of
 * requests, rather than a duration, means every request is answered before the count, so the comparison is exact.
 */
import autocannon from "autocannon";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { count, like } from "drizzle-orm";
import { applications, messages, subscribers } from "../db/schema.ts";
import { openDatabase } from "../server/database.ts";
import { BUILD_DIR } from "./lib/build-inputs.ts";
import { startServer } from "./lib/server-process.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = { perSecond: 300, p99Ms: 100 };

if (!existsSync(join(BUILD_DIR, "server/index.js"))) {
  console.error('No build yet: run "npm run build" first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "ww-bench-"));
const databaseUrl = process.env.DATABASE_URL || undefined;
// Every request below comes from its own made-up client address, as real visitors do (TRUST_PROXY), so the
// per-client rate limit is exercised but not hit.
const server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "0", TRUST_PROXY: "1" });
const url = server.url;

// Every value carries this run's id, so the count below is this run's rows even in a shared Postgres.
const run = randomUUID().slice(0, 8);
let sequence = 0;
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Endpoint = {
  name: string;
  path: string;
  contentType: string;
  accept?: string;
  body: (n: number) => string;
  acknowledged: (status: number) => boolean;
};

const endpoints: Endpoint[] = [
  {
    name: "contact (EmailJS JSON)",
    path: "/api/v1.0/email/send",
    contentType: "application/json",
    body: (n) =>
      JSON.stringify({
        lib_version: "4.4.1",
        user_id: "whisker-walks-local",
        service_id: "whisker-walks",
        template_id: "contact-form",
        template_params: {
          name: "Bench Marker",
          email: `bench-${run}-${n}@example.com`,
          phone: "Not provided",
          message: `Benchmark ${run} message ${n}: do the cats of Wall Street really ride the ferry?`,
        },
      }),
    acknowledged: (status) => status === 200,
  },
  {
    name: "newsletter (Mailchimp form)",
    path: "/subscribe/post",
    contentType: "application/x-www-form-urlencoded",
    body: (n) =>
      new URLSearchParams({
        EMAIL: `bench-${run}-${n}@example.com`,
        FNAME: "Bench",
        CONSENT: "yes",
        tags: "website-home",
        b_whiskerwalks_newsletter: "",
      }).toString(),
    acknowledged: (status) => status === 200,
  },
  {
    name: "adventure cats (form service)",
    path: "/f/adventure-cats",
    contentType: "application/x-www-form-urlencoded",
    accept: "application/json",
    body: (n) =>
      new URLSearchParams({
        first_name: "Bench",
        last_name: `Marker ${run}-${n}`,
        email: `bench-${n}@example.com`,
        mobile: "(212) 555-0100",
        cat_name: "Tom",
        rules_accept: "on",
        waiver_accept: "on",
        _next: "/adventure-cats/thanks?utm_source=bench",
        page_slug: "/adventure-cats",
        utm_source: "bench",
      }).toString(),
    acknowledged: (status) => status === 200,
  },
];

type Outcome = {
  name: string;
  acknowledged: number;
  perSecond: number;
  p50: number;
  p99: number;
  other: number;
};
const outcomes: Outcome[] = [];

for (const endpoint of endpoints) {
  let acknowledged = 0;
  let other = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: [
      {
        method: "POST",
        path: endpoint.path,
        setupRequest: (request) => {
          const n = ++sequence;
          return {
            ...request,
            headers: {
              "content-type": endpoint.contentType,
              "x-forwarded-for": clientAddress(n),
              ...(endpoint.accept ? { accept: endpoint.accept } : {}),
            },
            body: endpoint.body(n),
          };
        },
        onResponse: (status) => {
          if (endpoint.acknowledged(status)) acknowledged++;
          else other++;
        },
      },
    ],
  });
  outcomes.push({
    name: endpoint.name,
    acknowledged,
    perSecond: acknowledged / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    other: other + result.errors + result.timeouts,
  });
}

await server.stop();
const database = await openDatabase({ dataDir, databaseUrl });
const stored = await Promise.all(
  [
    database.db
      .select({ rows: count() })
      .from(messages)
      .where(like(messages.message, `Benchmark ${run} %`)),
    database.db
      .select({ rows: count() })
      .from(subscribers)
      .where(like(subscribers.email, `bench-${run}-%`)),
    database.db
      .select({ rows: count() })
      .from(applications)
      .where(like(applications.lastName, `Marker ${run}-%`)),
  ].map(async (query) => (await query)[0]?.rows ?? 0),
);
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nForm endpoints, ${REQUESTS} submissions each over ${CONNECTIONS} connections, ${database.kind === "postgres" ? "Postgres" : "PGlite (embedded)"}:\n`,
);
console.log("endpoint                         acknowledged/s     p50      p99   stored/acknowledged  other");
let ok = true;
outcomes.forEach((outcome, index) => {
  const kept = stored[index] ?? 0;
  const lost = outcome.acknowledged - kept;
  ok &&=
    lost === 0 && outcome.perSecond >= TARGET.perSecond && outcome.p99 < TARGET.p99Ms && outcome.other === 0;
  console.log(
    `${outcome.name.padEnd(32)} ${outcome.perSecond.toFixed(0).padStart(14)} ${`${outcome.p50} ms`.padStart(8)} ${`${outcome.p99} ms`.padStart(8)}   ${`${kept}/${outcome.acknowledged}`.padStart(18)} ${String(outcome.other).padStart(6)}`,
  );
});
console.log(
  `\nTarget: at least ${TARGET.perSecond} acknowledged submissions/s with p99 under ${TARGET.p99Ms} ms, every acknowledged one stored: ${ok ? "met" : "NOT met"}.`,
);
process.exit(ok ? 0 : 1);
