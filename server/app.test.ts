import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { parsePublicEnv } from "../app/config/public-env.ts";
import { createApp, negotiateEncoding, RETIRED_ASSETS_KEPT, unsafePath } from "./app.ts";

describe("request paths", () => {
  it.each([
    "/../etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/%2e%2e/secret",
    "/a/%00b",
    "/a\\b",
    "/%E0%A4%A",
    "/..",
  ])("refuses %s", (path) => {
    expect(unsafePath(path)).toBe(true);
  });

  it.each(["/", "/tours/brooklyn-heights", "/assets/root-abc.js", "/blog/post?x=../y", "/caf%C3%A9"])(
    "accepts %s",
    (path) => {
      expect(unsafePath(path)).toBe(false);
    },
  );
});

describe("content encoding", () => {
  it.each([
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", null],
    ["gzip;q=0, br;q=0", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["*, br;q=0", "gzip"],
    ["identity", null],
    ["identity;q=0, gzip;q=0.1", "gzip"],
    ["BR", "br"],
    ["", null],
  ] as const)("%j gets %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("the scripts of a build replaced or previewed", () => {
  /** A build folder of hashed files, each holding its own name: enough for the files the app answers itself. */
  function buildFolder(names: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), "ww-app-build-"));
    mkdirSync(join(dir, "client", "assets"), { recursive: true });
    for (const name of names) writeFileSync(join(dir, "client", "assets", name), `// ${name}`);
    folders.push(dir);
    return dir;
  }
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // Only files are asked for here: React Router's handler is never reached.
  const build = {} as ServerBuild;
  const previewCookie = "preview=yes";

  async function started() {
    // A file no build has reaches the router, which this test's build lacks: an error, quietly.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = createApp({
      build,
      buildDir: buildFolder(["root-1.js", "content-site-live.js"]),
      publicEnv: parsePublicEnv({}),
      wantsPreview: async (req) => req.headers.cookie === previewCookie,
    });
    const server = createServer((req, res) => void app.listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    const get = async (name: string, cookie?: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/assets/${name}`, {
        headers: cookie ? { cookie } : {},
      });
      return { status: response.status, text: await response.text() };
    };
    return { app, get };
  }

  it("answers a staff page's live scripts to someone seeing the preview, and the preview's only to them", async () => {
    const { app, get } = await started();
    app.showPreview(build, buildFolder(["root-1.js", "content-site-draft.js"]));

    expect(await get("content-site-draft.js", previewCookie)).toEqual({
      status: 200,
      text: "// content-site-draft.js",
    });
    // Every staff page is the live build's, and names its content module.
    expect(await get("content-site-live.js", previewCookie)).toEqual({
      status: 200,
      text: "// content-site-live.js",
    });
    expect((await get("content-site-draft.js")).status).not.toBe(200);
  });

  it("answers the scripts of the builds a publish replaced, to a page opened before it, up to a limit", async () => {
    const { app, get } = await started();
    app.showPreview(build, buildFolder(["root-1.js", "content-site-draft.js"]));
    app.activate(app.prepare(build, buildFolder(["root-1.js", "content-site-v2.js"])));
    app.showPreview(null, null);

    expect(await get("content-site-live.js")).toEqual({ status: 200, text: "// content-site-live.js" });
    expect(await get("content-site-v2.js")).toEqual({ status: 200, text: "// content-site-v2.js" });
    // A preview never published stays unpublished.
    expect((await get("content-site-draft.js")).status).not.toBe(200);

    for (let version = 3; version < RETIRED_ASSETS_KEPT + 3; version++)
      app.activate(app.prepare(build, buildFolder(["root-1.js", `content-site-v${version}.js`])));
    expect((await get("content-site-live.js")).status, "the oldest let go").not.toBe(200);
    expect((await get("content-site-v2.js")).status).toBe(200);
  });
});
