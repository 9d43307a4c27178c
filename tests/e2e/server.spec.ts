import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, sep } from "node:path";
import { ROOT } from "../../scripts/lib/build-inputs.ts";
import { SVG_POLICY } from "../../server/content-security-policy.ts";
import { expect, test } from "./fixtures.ts";

/** The status of a GET sent with the path exactly as given. */
function rawStatus(baseURL: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The rules of a `_headers` file (Netlify's and Cloudflare Pages' format): each path with its headers. */
function parseHeadersFile(text: string): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const [name = "", ...value] = line.trim().split(": ");
      const rule = rules.at(-1);
      if (rule) rule.headers[name] = value.join(": ");
    }
  }
  return rules;
}

test.describe("the server", () => {
  test("pages carry the security headers and a hash-based content security policy", async ({ request }) => {
    const response = await request.get("/tours");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["x-powered-by"]).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test("pages are compressed and revalidated; hashed assets are cached for a year", async ({ request }) => {
    const page = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const gzip = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset ?? "");
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers()["content-type"]).toContain("text/javascript");
  });

  test("an SVG picture opened on its own runs nothing it might hold", async ({ request }) => {
    const page = await (await request.get("/about")).text();
    const svg = /\/images\/[^"]+\.svg/.exec(page)?.[0];
    expect(svg, "the about page's hero is a vector").toBeTruthy();
    const response = await request.get(svg ?? "");
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("sandbox");
  });

  test("Accept-Encoding's q-values are honoured: an encoding at q=0 is never sent", async ({ request }) => {
    // A pre-rendered page (from the compressed copies) and a staff page (compressed as it is answered).
    for (const path of ["/", "/admin/login"]) {
      const encodingFor = async (header: string) =>
        (await request.get(path, { headers: { "accept-encoding": header } })).headers()["content-encoding"];
      expect(await encodingFor("br;q=0, gzip"), `${path}: br;q=0, gzip`).toBe("gzip");
      expect(await encodingFor("gzip;q=1, br;q=0.5"), `${path}: gzip preferred`).toBe("gzip");
      expect(await encodingFor("br;q=0, gzip;q=0"), `${path}: neither`).toBeUndefined();
      expect(await encodingFor("*, br;q=0"), `${path}: anything but brotli`).toBe("gzip");
      expect(await encodingFor("gzip, deflate, br, zstd"), `${path}: a browser's header`).toBe("br");
    }
  });

  test("an SVG on a static host gets the same policy: every SVG of the build is under a rule of _headers", () => {
    const client = join(ROOT, "build", "client");
    const rules = parseHeadersFile(readFileSync(join(client, "_headers"), "utf8"));
    const svgs = readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".svg"))
      .map((file) => `/${file.split(sep).join("/")}`);
    expect(svgs.length, "the build's SVG files").toBeGreaterThan(10);
    const unguarded = svgs.filter(
      (path) =>
        !rules.some(
          (rule) =>
            rule.headers["Content-Security-Policy"] === SVG_POLICY &&
            (rule.path === path || (rule.path.endsWith("/*") && path.startsWith(rule.path.slice(0, -1)))),
        ),
    );
    expect(unguarded, "SVG files with no sandboxing policy on a static host").toEqual([]);
  });

  test("over HTTPS (at a trusted proxy) every answer carries Strict-Transport-Security; over HTTP none does", async ({
    request,
  }) => {
    for (const path of ["/", "/tours", "/admin/login", "/this-cat-got-lost", "/robots.txt"]) {
      const secure = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers()["strict-transport-security"], path).toBe("max-age=31536000");
      const plain = await request.get(path);
      expect(plain.headers()["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("a matching ETag answers 304", async ({ request }) => {
    const first = await request.get("/about");
    const etag = first.headers().etag ?? "";
    const second = await request.get("/about", { headers: { "if-none-match": etag } });
    expect(second.status()).toBe(304);
  });

  test("HEAD answers headers without a body", async ({ request }) => {
    const response = await request.head("/blog");
    expect(response.status()).toBe(200);
    expect(await response.body()).toHaveLength(0);
  });

  test("other methods on pages are refused with 405 and the allowed methods", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/tours", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD");
    }
    // The contact page also takes its form's POST (before or without JavaScript), and nothing else.
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/contact", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
    }
  });

  test("path traversal is refused", async ({ baseURL }) => {
    // Sent raw, as an attacker would: URL-parsing clients normalise the dots away before sending.
    for (const path of [
      "/../package.json",
      "/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/server/index.js",
      "/%2e%2e/build/public-env.json",
    ]) {
      expect(await rawStatus(baseURL ?? "", path), path).toBe(400);
    }
    expect(await rawStatus(baseURL ?? "", "/_headers")).toBe(404);
  });

  test("sitemap and robots are built from the route list", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.whiskerwalks.nyc/tours/brooklyn-heights</loc>");
    expect(sitemap).toContain("<loc>https://www.whiskerwalks.nyc/blog/postal-cats-wall-street</loc>");
    expect(sitemap).not.toContain("/adventure-cats/thanks");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.whiskerwalks.nyc/sitemap.xml");
    expect(robots).toContain("Disallow: /admin");
  });
});
