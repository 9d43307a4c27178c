/**
 * Health for process managers and load balancers (docs/decisions/093): GET /healthz answers 200 while the process
 * runs; GET /readyz answers 200 only while the database answers, a build is live and the outbox is not stuck, and
 * 503 otherwise (and from the moment the server starts stopping, so a balancer drains it first). Neither shows data
 * or versions: a reason in a few words at most.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DynamicHandler } from "./app.ts";
import type { DatabaseHandle } from "./database.ts";
import type { Outbox } from "./inbox/outbox.ts";

/** A database that does not answer this fast is not ready. */
const DATABASE_TIMEOUT_MS = 3_000;

export function createHealth(options: {
  database: DatabaseHandle;
  outbox: Pick<Outbox, "stuck">;
  /** The build folder being served. */
  serving: () => string;
}) {
  let stopping = false;

  async function notReady(): Promise<string | null> {
    if (stopping) return "stopping";
    const timeout = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), DATABASE_TIMEOUT_MS).unref(),
    );
    const answered = await Promise.race([
      options.database.db.execute(sql`select 1`).then(
        () => "ok" as const,
        () => "error" as const,
      ),
      timeout,
    ]);
    if (answered !== "ok") return "the database does not answer";
    if (!existsSync(join(options.serving(), "client"))) return "no build is live";
    if (await options.outbox.stuck().catch(() => true)) return "outgoing e-mail is stuck";
    return null;
  }

  const handler: DynamicHandler = async (req, res, url) => {
    if (url.pathname !== "/healthz" && url.pathname !== "/readyz") return false;
    const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...headers, Allow: "GET, HEAD" });
      res.end(`Method ${req.method} is not allowed here.\n`);
      return true;
    }
    const reason = url.pathname === "/healthz" ? null : await notReady();
    res.writeHead(reason ? 503 : 200, headers);
    res.end(req.method === "HEAD" ? undefined : reason ? `not ready: ${reason}\n` : "ok\n");
    return true;
  };

  return {
    handler,
    /** From now on /readyz answers 503: the balancer stops sending new requests while open ones finish. */
    stopping() {
      stopping = true;
    },
  };
}
