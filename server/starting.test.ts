import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./site-settings.ts";
import { RETRY_AFTER_SECONDS, startingListener } from "./starting.ts";

/** The server's answers while it starts (issue 37): the port is open before the database and the build are. */
describe("a server that is starting", () => {
  const company = parse(readFileSync(join(ROOT, "content/settings/company.yaml"), "utf8")) as {
    name: string;
    email: string;
  };
  let server: Server;
  let base = "";
  const listen = async (root: string) => {
    const started = createServer(startingListener(root));
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    const address = started.address();
    return { started, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
  };
  beforeAll(async () => {
    ({ started: server, url: base } = await listen(ROOT));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is alive and not ready, in words", async () => {
    const live = await fetch(`${base}/healthz`);
    expect([live.status, await live.text()]).toEqual([200, "ok\n"]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([503, "not ready: starting\n"]);
    const refused = await fetch(`${base}/readyz`, { method: "DELETE" });
    expect([refused.status, refused.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });

  it("shows a visitor the company's 'back in a moment' page, asks to retry, and runs no script", async () => {
    const page = await fetch(`${base}/tours/brooklyn-heights?utm_source=x`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("<h1>Back in a moment</h1>");
    expect(html).toContain(`Back in a moment · ${company.name}</title>`);
    expect(html).toContain(`href="mailto:${company.email}"`);
    expect(html).not.toMatch(/<script|<link|<img/);
    // The policy allows the page's own style by its hash, and nothing else.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(policy).toContain("default-src 'none'");
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([503, ""]);
  });

  it("tells a form or an API call that nothing was taken in", async () => {
    for (const [path, method] of [
      ["/contact", "POST"],
      ["/api/v1.0/email/send", "POST"],
      ["/api/insights", "GET"],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { method, body: method === "POST" ? "{}" : undefined });
      expect(answer.status).toBe(503);
      expect(await answer.text()).toBe(
        "The site is starting and took nothing in: please send it again in half a minute.\n",
      );
    }
  });

  it("still answers in a checkout without its content", async () => {
    const { started, url } = await listen(mkdtempSync(join(tmpdir(), "ww-starting-")));
    try {
      const html = await (await fetch(`${url}/`)).text();
      expect(html).toContain("<h1>Back in a moment</h1>");
      expect(html).not.toContain("mailto:");
    } finally {
      await new Promise<void>((resolve) => started.close(() => resolve()));
    }
  });
});
