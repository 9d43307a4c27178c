import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "ww-precompress-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (words: string) => `<!doctype html><p>${words.repeat(200)}</p>`;

/** The compressed copies in a cache (not its note of when it was last looked through). */
const copiesIn = (cache: string) => readdirSync(cache).filter((name) => !name.startsWith("."));

describe("precompress", () => {
  it("writes brotli and gzip copies that give back each file, and a second build takes them from the cache", async () => {
    const cache = folder();
    const first = folder();
    writeFileSync(join(first, "index.html"), page("Stoop cats of Montague Street. "));
    writeFileSync(join(first, "app.js"), "console.log('whiskers');".repeat(100));
    writeFileSync(join(first, "small.txt"), "too small to gain");

    const made = await precompress(first, cache);
    expect(made).toMatchObject({ files: 2, fromCache: 0 });
    for (const name of ["index.html", "app.js"]) {
      const body = readFileSync(join(first, name));
      expect(brotliDecompressSync(readFileSync(join(first, `${name}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(join(first, `${name}.gz`)))).toEqual(body);
    }
    expect(readdirSync(first)).not.toContain("small.txt.br");

    // The next build changed the page (a new price, say) but not the script.
    const second = folder();
    writeFileSync(join(second, "index.html"), page("Harbor cats of Red Hook. "));
    writeFileSync(join(second, "app.js"), readFileSync(join(first, "app.js")));
    const again = await precompress(second, cache);
    expect(again).toMatchObject({ files: 2, fromCache: 1 });
    expect(brotliDecompressSync(readFileSync(join(second, "index.html.br"))).toString()).toContain(
      "Harbor cats",
    );
    expect(readFileSync(join(second, "app.js.br"))).toEqual(readFileSync(join(first, "app.js.br")));
  });

  it("makes a damaged cached copy again rather than serve it, and forgets copies unused for two weeks", async () => {
    const cache = folder();
    const site = folder();
    writeFileSync(join(site, "index.html"), page("Custom House mousers. "));
    await precompress(site, cache);
    const cached = copiesIn(cache);
    expect(cached).toHaveLength(2);
    const brotliCopy = join(
      cache,
      cached.find((name) => name.endsWith(".br"))!,
    );
    writeFileSync(brotliCopy, "not brotli at all");

    const again = await precompress(site, cache);
    expect(again.fromCache).toBe(0);
    expect(brotliDecompressSync(readFileSync(join(site, "index.html.br")))).toEqual(
      readFileSync(join(site, "index.html")),
    );

    const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    for (const name of readdirSync(cache)) utimesSync(join(cache, name), old, old);
    const other = folder();
    writeFileSync(join(other, "about.html"), page("Orchard Street tenement cats. "));
    await precompress(other, cache);
    expect(copiesIn(cache)).toHaveLength(2);
    expect(copiesIn(cache).some((name) => cached.includes(name))).toBe(false);
  });

  it("still writes every copy when the cache cannot be written", async () => {
    const site = folder();
    writeFileSync(join(site, "index.html"), page("Bodega cats of the Lower East Side. "));
    const notAFolder = join(folder(), "a-file");
    writeFileSync(notAFolder, "");
    const made = await precompress(site, join(notAFolder, "cache"));
    expect(made).toMatchObject({ files: 1, fromCache: 0 });
    expect(gunzipSync(readFileSync(join(site, "index.html.gz")))).toEqual(
      readFileSync(join(site, "index.html")),
    );
  });
});
