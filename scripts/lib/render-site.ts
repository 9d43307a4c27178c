/**
 * The render (docs/decisions/166): one version of the content written into a build of the code. The code's build holds
 * no content; this writes the content beside it (the server's file and the browser's modules, named by their hash
 * in the pages' import map), then renders every public page from the build's own server code, as React Router's
 * pre-rendering would: each page's data file, then its HTML with that data, and the feeds and files as they are.
 * A publish renders this way into a copy of the live build's code (copyBuildCode): seconds, not a whole build.
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { SiteContent } from "../../app/content/read-content.ts";
import {
  BROWSER_CONTENT,
  BUILD_CONTENT_FILE,
  contentModules,
  IMAGE_MANIFEST,
  type BuildContent,
} from "../../app/content/vite-plugin.ts";
import { readBuildStamp, ROOT, STAMP_FILE } from "./build-inputs.ts";
import { runPool } from "./run-pool.ts";

/** What a build holds of its code: the server's, the browser's assets (under client) and its PUBLIC_ settings. */
const PUBLIC_ENV_FILE = "public-env.json";
const CODE_ENTRIES = new Set(["server", "client", PUBLIC_ENV_FILE]);

/** The browser's content modules in a build's assets: `content-site-<hash>.js`, `content-pages-<hash>.js`. */
const BROWSER_CONTENT_FILE = /^content-(site|pages)-[\w-]+\.js(\.br|\.gz)?$/;

/** Every address the build writes as a file: the public pages, the posts, the sent letters, the feeds and the lists. */
export function renderedPaths(content: SiteContent): string[] {
  return [
    ...Object.values(content.pages).map((page) => page.path),
    ...content.posts.map((post) => `/blog/${post.meta.slug}`),
    "/blog/rss.xml",
    // The newsletter's sent letters (the archive's list is a page of content/pages).
    ...content.newsletterIssues
      .filter((issue) => issue.meta.sentAt)
      .map((issue) => `/newsletter/${issue.slug}`),
    "/newsletter/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/site.webmanifest",
  ];
}

/**
 * Copies what a finished build's code made into `buildDir`: the server's code and the browser's assets, without
 * the content, the pages or anything else a render writes. Copies, not links: what a render writes never reaches
 * the build it started from.
 */
export function copyBuildCode(from: string, buildDir: string): void {
  if (from === buildDir) {
    // The build folder's own code: everything else in it goes.
    for (const entry of readdirSync(buildDir, { withFileTypes: true }))
      if (!CODE_ENTRIES.has(entry.name)) rmSync(join(buildDir, entry.name), { recursive: true, force: true });
    for (const entry of readdirSync(join(buildDir, "client"), { withFileTypes: true }))
      if (entry.name !== "assets")
        rmSync(join(buildDir, "client", entry.name), { recursive: true, force: true });
    for (const name of readdirSync(join(buildDir, "client/assets")))
      if (BROWSER_CONTENT_FILE.test(name)) rmSync(join(buildDir, "client/assets", name), { force: true });
    return;
  }
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(join(buildDir, "client"), { recursive: true });
  cpSync(join(from, "server"), join(buildDir, "server"), { recursive: true });
  // The PUBLIC_ settings the code was built with.
  cpSync(join(from, PUBLIC_ENV_FILE), join(buildDir, PUBLIC_ENV_FILE));
  cpSync(join(from, "client/assets"), join(buildDir, "client/assets"), {
    recursive: true,
    filter: (source) => !BROWSER_CONTENT_FILE.test(source.slice(source.lastIndexOf("/") + 1)),
  });
}

/**
 * Whether a file of `buildDir` is one of the build's scripts or styles copied with its compressed copies (its name is
 * its content's hash, so they are its own): compressing it again would only make the same bytes.
 */
export function copiedWithCompressedCopies(buildDir: string, file: string): boolean {
  const name = file.slice(file.lastIndexOf("/") + 1);
  return (
    file.startsWith(join(buildDir, "client/assets/")) &&
    !BROWSER_CONTENT_FILE.test(name) &&
    existsSync(`${file}.br`) &&
    existsSync(`${file}.gz`)
  );
}

/** The files a page's answer becomes, as React Router's pre-rendering names them. */
type Written = { path: string; contents: string | Uint8Array };

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 10);
}

/** The route tree of a server build, for matching addresses as the router does. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: routeTree(routes, route!.id),
          },
    );
}

/**
 * Writes `content` into the build of the code in `buildDir` and renders every page of it there. `preview` marks
 * every public page as the staff preview. Returns the number of pages.
 */
export async function renderSite(
  buildDir: string,
  content: SiteContent,
  { preview = false }: { preview?: boolean } = {},
): Promise<{ pages: number }> {
  const clientDir = join(buildDir, "client");
  const modules = contentModules(content);

  // The browser's content, in files named by what they hold, and the import map that names them.
  const imports: Record<string, string> = {};
  for (const name of ["site", "pages"] as const) {
    const source = `export default ${JSON.stringify(modules[name])};\n`;
    const file = `content-${name}-${hashOf(source)}.js`;
    writeFileSync(join(clientDir, "assets", file), source);
    imports[BROWSER_CONTENT[name]] = `/assets/${file}`;
  }
  const data: BuildContent = {
    ...modules,
    build: { preview, importMap: JSON.stringify({ imports }) },
    // The pictures' sizes and colours, as scripts/images.ts wrote them for this content.
    images: JSON.parse(readFileSync(join(ROOT, IMAGE_MANIFEST), "utf8")) as unknown,
  };
  writeFileSync(join(buildDir, BUILD_CONTENT_FILE), JSON.stringify(data));

  // The build's server code, loaded from this folder: it reads the content just written.
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  // No build-time headers (IS_RR_BUILD_REQUEST): in a publishing server the setting would be the whole process's,
  // and any visitor's request could then hand a page its loaders' data. A page's loaders run for its HTML again.
  const handle = createRequestHandler(build, "production");
  const tree = routeTree(build.routes);
  const answer = async (url: string) => handle(new Request(`http://localhost${url}`));

  async function render(path: string): Promise<Written[]> {
    const matches = matchRoutes(tree, path);
    if (!matches) throw new Error(`No route answers ${path}, which content lists as a page.`);
    const leaf = build.routes[matches[matches.length - 1]!.route.id!]!;
    const dataPath = path === "/" ? "/_.data" : `${path}.data`;
    if (!leaf.module.default && !leaf.module.ErrorBoundary) {
      // A file of its own (a feed, the sitemap): its answer as it is, and its data as React Router writes it.
      const data = await answer(`${dataPath}?_routes=${encodeURIComponent(leaf.id)}`);
      const response = await answer(path);
      if (response.status !== 200 || data.status !== 200)
        throw new Error(`Rendering ${path} answered ${response.status}: ${await response.text()}`);
      return [
        { path: dataPath, contents: await data.text() },
        { path, contents: new Uint8Array(await response.arrayBuffer()) },
      ];
    }
    const written: Written[] = [];
    if (matches.some((match) => build.routes[match.route.id!]?.module.loader)) {
      const response = await answer(dataPath);
      if (response.status !== 200 && response.status !== 202)
        throw new Error(`Rendering ${path}'s data answered ${response.status}.`);
      written.push({ path: dataPath, contents: await response.text() });
    }
    // As React Router asks for it: the address with a trailing slash.
    const response = await answer(`${path}/`.replace(/\/\/+/g, "/"));
    if (response.status !== 200)
      throw new Error(`Rendering ${path} answered ${response.status}: ${await response.text()}`);
    written.push({ path: `${path === "/" ? "" : path}/index.html`, contents: await response.text() });
    return written;
  }

  const paths = renderedPaths(content);
  // A page's render is mostly the one thread's work: a few at a time keep it busy while files are written.
  await runPool(
    paths,
    async (path) => {
      for (const file of await render(path)) {
        const target = join(clientDir, ...file.path.slice(1).split("/"));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, file.contents);
      }
    },
    4,
  );
  return { pages: paths.filter((path) => !/\.\w+$/.test(path)).length };
}

/**
 * The newest finished build of this code among `candidates` and the builds in `publishDir`, whose content was
 * rendered into it (so its code holds none): the code a render can reuse, or null.
 */
export function findCodeBase(code: string, candidates: string[], publishDir: string): string | null {
  const published = existsSync(publishDir)
    ? readdirSync(publishDir)
        .filter((name) => name.startsWith("site-") || name.startsWith("preview-"))
        .map((name) => join(publishDir, name))
    : [];
  const found = [...new Set([...candidates.filter(Boolean), ...published])]
    .filter((dir) => readBuildStamp(dir)?.code === code && existsSync(join(dir, BUILD_CONTENT_FILE)))
    .map((dir) => ({ dir, at: statSync(join(dir, STAMP_FILE)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  return found[0]?.dir ?? null;
}
