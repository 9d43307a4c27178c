/**
 * `npm run bench:insights`: the insights collector under load, on this machine's loopback only. Starts the
 * production server (the existing build; the embedded database in a fresh temporary folder, or DATABASE_URL when
 * set) as its own process, sends a fixed number of beacon events with autocannon (a mix of page views, booking
 * clicks, calendar opens and plays, each from its own made-up client address), stops the server and counts the
 * stored events: stored must equal acknowledged. Target (issue 16, docs/performance.md): 1,000 events/s, p99 < 50 ms.
 *
 * BENCH_EVENTS (default 20000) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import autocannon from "autocannon";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { count, like } from "drizzle-orm";
import { insightEvents } from "../db/schema.ts";
import { openDatabase } from "../server/database.ts";
import { COLLECTOR_PATH } from "../server/insights/collector-endpoint.ts";
import { BUILD_DIR } from "./lib/build-inputs.ts";
import { startServer } from "./lib/server-process.ts";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = { perSecond: 1000, p99Ms: 50 };

if (!existsSync(join(BUILD_DIR, "server/index.js"))) {
  console.error('No build yet: run "npm run build" first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "ww-bench-insights-"));
const databaseUrl = process.env.DATABASE_URL || undefined;
const server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "0", TRUST_PROXY: "1" });

// Every event's path carries this run's id, so the count below is this run's rows even in a shared Postgres.
const run = randomUUID().slice(0, 8);
let sequence = 0;
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

/** A visitor's day in miniature: mostly page views, some booking clicks, calendars and plays. */
function event(n: number): string {
  const path = `/bench-${run}/${n % 40}`;
  switch (n % 10) {
    case 7:
      return JSON.stringify({ type: "booking_click", path, item: 562630 });
    case 8:
      return JSON.stringify({ type: "calendar_open", path, item: 577800 });
    case 9:
      return JSON.stringify({ type: "play", path, media: "reel" });
    default:
      return JSON.stringify({
        type: "pageview",
        path,
        referrer: "https://www.instagram.com/",
        search: `?utm_source=bench&utm_medium=load&utm_campaign=bench-${run}`,
      });
  }
}

let acknowledged = 0;
let other = 0;
const result = await autocannon({
  url: server.url,
  connections: CONNECTIONS,
  amount: EVENTS,
  requests: [
    {
      method: "POST",
      path: COLLECTOR_PATH,
      setupRequest: (request) => {
        const n = ++sequence;
        return {
          ...request,
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            "user-agent": BROWSER,
            "x-forwarded-for": clientAddress(n),
          },
          body: event(n),
        };
      },
      onResponse: (status) => {
        if (status === 204) acknowledged++;
        else other++;
      },
    },
  ],
});

await server.stop();
const database = await openDatabase({ dataDir, databaseUrl });
const [stored] = await database.db
  .select({ rows: count() })
  .from(insightEvents)
  .where(like(insightEvents.path, `/bench-${run}/%`));
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const perSecond = acknowledged / result.duration;
const kept = stored?.rows ?? 0;
const failures = other + result.errors + result.timeouts;
const ok =
  perSecond >= TARGET.perSecond &&
  result.latency.p99 < TARGET.p99Ms &&
  kept === acknowledged &&
  failures === 0;
console.log(
  `\nInsights collector, ${EVENTS} events over ${CONNECTIONS} connections, ${database.kind === "postgres" ? "Postgres" : "PGlite (embedded)"}:\n`,
);
console.log("events/s     p50      p99     max   stored/acknowledged  other");
console.log(
  `${perSecond.toFixed(0).padStart(8)} ${`${result.latency.p50} ms`.padStart(7)} ${`${result.latency.p99} ms`.padStart(8)} ${`${result.latency.max} ms`.padStart(7)}   ${`${kept}/${acknowledged}`.padStart(18)} ${String(failures).padStart(6)}`,
);
console.log(
  `\nTarget: at least ${TARGET.perSecond} events/s with p99 under ${TARGET.p99Ms} ms, every acknowledged one stored: ${ok ? "met" : "NOT met"}.`,
);
process.exit(ok ? 0 : 1);
