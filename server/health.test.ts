import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database.ts";
import { createHealth } from "./health.ts";

/**
 * /healthz and /readyz as a process manager and a load balancer read them (issue 24): live while the process runs;
 * ready only while the database answers, a build is live and the outbox is not stuck; never a datum or a version.
 */
let build: string;
let server: Server | undefined;

beforeAll(() => {
  build = mkdtempSync(join(tmpdir(), "ww-health-"));
  mkdirSync(join(build, "client"));
});
afterAll(() => rmSync(build, { recursive: true, force: true }));
afterEach(async () => {
  await new Promise((done) => server?.close(done));
  server = undefined;
});

type Setup = { database?: "answers" | "fails" | "hangs"; stuck?: boolean; serving?: string };

async function healthServer(setup: Setup = {}) {
  const execute = () =>
    setup.database === "fails"
      ? Promise.reject(new Error("connection refused"))
      : setup.database === "hangs"
        ? new Promise(() => undefined)
        : Promise.resolve([]);
  const health = createHealth({
    database: { db: { execute } } as unknown as DatabaseHandle,
    outbox: { stuck: async () => setup.stuck ?? false },
    serving: () => setup.serving ?? build,
  });
  server = createServer((req, res) => {
    void Promise.resolve(health.handler(req, res, new URL(req.url ?? "/", "http://localhost"))).then(
      (handled) => {
        if (!handled) res.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((listening) => server!.listen(0, "127.0.0.1", listening));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    health,
    get: async (path: string, method = "GET") => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
      return { status: response.status, text: await response.text() };
    },
  };
}

describe("health", () => {
  it("is live and ready while the database answers, a build is live and the outbox moves", async () => {
    const { get } = await healthServer();
    expect(await get("/healthz")).toEqual({ status: 200, text: "ok\n" });
    expect(await get("/readyz")).toEqual({ status: 200, text: "ok\n" });
  });

  it.each([
    [{ database: "fails" } as Setup, "not ready: the database does not answer\n"],
    [{ stuck: true } as Setup, "not ready: outgoing e-mail is stuck\n"],
    [{ serving: "/nowhere/ww-no-build" } as Setup, "not ready: no build is live\n"],
  ])("is not ready (503, in words, no data) when %o; still live", async (setup, words) => {
    const { get } = await healthServer(setup);
    expect(await get("/readyz")).toEqual({ status: 503, text: words });
    expect((await get("/healthz")).status).toBe(200);
  });

  it("is not ready when the database does not answer within three seconds", async () => {
    const { get } = await healthServer({ database: "hangs" });
    expect(await get("/readyz")).toEqual({
      status: 503,
      text: "not ready: the database does not answer\n",
    });
  }, 10_000);

  it("stops being ready the moment the server starts stopping, so a balancer drains it", async () => {
    const { get, health } = await healthServer();
    health.stopping();
    expect(await get("/readyz")).toEqual({ status: 503, text: "not ready: stopping\n" });
    expect((await get("/healthz")).status).toBe(200);
  });

  it("answers HEAD without a body and refuses other methods with 405", async () => {
    const { get } = await healthServer();
    expect(await get("/readyz", "HEAD")).toEqual({ status: 200, text: "" });
    const refused = await get("/healthz", "POST");
    expect(refused.status).toBe(405);
    expect(refused.text).toBe("Method POST is not allowed here.\n");
  });
});
