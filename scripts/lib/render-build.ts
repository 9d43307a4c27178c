/**
 * What a build does once its code is there (docs/decisions/166): the pages rendered from the content, then the files
 * beside them (social cards, the newsletter's mail pictures, the static host's redirects and headers) and their
 * compressed copies. `scripts/build.ts` runs it after building the code or copying it; a publishing server runs
 * `buildOnCode` in its own process, where the app's modules are loaded already, so a publish renders in seconds.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PublicEnv } from "../../app/config/public-env.ts";
import type { SiteContent } from "../../app/content/read-content.ts";
import { staticHostRedirects } from "../../app/lib/redirects.ts";
import { buildImages } from "../images.ts";
import { buildNewsletterPictures } from "../newsletter-pictures.ts";
import { buildSocialCards } from "../og-images.ts";
import { ROOT } from "./build-inputs.ts";
import { precompress } from "./precompress.ts";
import { copiedWithCompressedCopies, copyBuildCode, renderSite } from "./render-site.ts";
import { staticHostHeaders } from "./static-host-headers.ts";

/** Starts a step of a build; the function it returns says the step is done (with its time). */
export type Step = (name: string) => () => void;

/** A build's step as the build prints it: "✓ name (1.2s)", which the server reads to show its progress. */
export const printedStep: Step = (name) => {
  const started = performance.now();
  return () => console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
};

export type RenderOptions = {
  /** The content being built (its content/ folder is under this root) and what it holds. */
  contentRoot: string;
  content: SiteContent;
  /** A staff preview: its pages say so, and it skips what only visitors' copies need. */
  preview: boolean;
  step?: Step;
};

/**
 * The pages and what stands beside them, written into `buildDir`, whose code is there. A staff preview is seen by
 * staff alone, so it has no social cards, mail pictures or compressed copies (the server sends files as they are).
 */
export async function renderPages(
  buildDir: string,
  { contentRoot, content, preview, step = printedStep }: RenderOptions,
): Promise<{ pages: number; compressed?: Awaited<ReturnType<typeof precompress>> }> {
  const clientDir = join(buildDir, "client");
  let done = step(`pages rendered from the content${preview ? " (a staff preview)" : ""}`);
  const { pages } = await renderSite(buildDir, content, { preview });
  done();

  done = step("social cards, redirects, headers");
  // The PUBLIC_ settings this code was built with.
  const env = JSON.parse(readFileSync(join(buildDir, "public-env.json"), "utf8")) as PublicEnv;
  writeFileSync(join(clientDir, "_redirects"), staticHostRedirects());
  if (!preview) {
    await buildSocialCards(clientDir, undefined, contentRoot, content);
    await buildNewsletterPictures(clientDir, contentRoot, content.posts);
  }
  writeFileSync(join(clientDir, "_headers"), staticHostHeaders(clientDir, env));
  done();
  if (preview) return { pages };

  done = step("precompression (brotli and gzip)");
  const compressed = await precompress(clientDir, undefined, (file) =>
    copiedWithCompressedCopies(buildDir, file),
  );
  done();
  return { pages, compressed };
}

/** A build's pictures (made now, or planned for the server to make when `imagesLater`), as a step. */
export async function imagesStep({
  contentRoot,
  imagesLater = false,
  step = printedStep,
}: Pick<RenderOptions, "contentRoot" | "step"> & { imagesLater?: boolean }) {
  const done = step(imagesLater ? "images planned (the server makes them)" : "images");
  const imagesToMake = await buildImages({ makeLater: imagesLater, root: contentRoot });
  done();
  return imagesToMake;
}

/**
 * A build of this content on the code of `base`, a finished build of the same code: the pictures, a copy of its code,
 * the public folder's files and the pages; the caller writes the stamp last. Seconds where the code takes a minute.
 */
export async function buildOnCode(
  base: string,
  buildDir: string,
  options: RenderOptions & { imagesLater?: boolean },
) {
  const step = options.step ?? printedStep;
  const imagesToMake = await imagesStep(options);

  const done = step("code copied from a build of the same code");
  copyBuildCode(base, buildDir);
  // What Vite copies into a build: the public folder's files (the pictures, the brand's files).
  cpSync(join(ROOT, "public"), join(buildDir, "client"), { recursive: true });
  done();

  return { ...(await renderPages(buildDir, options)), imagesToMake };
}
