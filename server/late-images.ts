import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ImageJob } from "../scripts/images.ts";
import { runPool } from "../scripts/lib/run-pool.ts";
import { readStaticFile, type StaticFile } from "./static-files.ts";

/** Beside the client build, never in it: the pictures a quick build named in its pages but left to the server. */
export const IMAGES_TO_MAKE = "images-to-make.json";

export type LateImages = {
  /** The picture at this address, made now if it is on the list and not made yet; undefined when it is not. */
  make(url: string): Promise<StaticFile> | undefined;
  /** Settles when the background has made every picture on the list (and removed the list). */
  finished: Promise<void>;
};

type Waiting = { job: ImageJob; made: Promise<void>; resolve: () => void; reject: (error: unknown) => void };

/**
 * `npm start`'s quick build plans every picture (names, sizes, colors) but leaves making them to the server
 * (docs/decisions/062-fast-first-start.md): a picture is made the first time a visitor asks for it, and the rest in
 * the background, home page's first, pausing while a visitor waits. Each one joins the served files as it is made;
 * after the last, the list is removed and the build is as complete as `npm run build`'s. Undefined when the build
 * has every picture, which is always so after `npm run build`.
 */
export function openLateImages(buildDir: string, files: Map<string, StaticFile>): LateImages | undefined {
  const list = join(buildDir, IMAGES_TO_MAKE);
  if (!existsSync(list)) return undefined;
  const clientDir = join(buildDir, "client");
  const jobs = (JSON.parse(readFileSync(list, "utf8")) as ImageJob[])
    .map((job) => ({ ...job, outputs: job.outputs.filter((output) => !files.has(output.url)) }))
    .filter((job) => job.outputs.length);
  if (!jobs.length) {
    rmSync(list, { force: true });
    return undefined;
  }

  const waiting = new Map<string, Waiting>();
  for (const job of jobs) {
    for (const output of job.outputs) {
      let resolve = () => {};
      let reject: (error: unknown) => void = () => {};
      const made = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
      // Nobody may be waiting for this one: a failure is reported once, by the background.
      made.catch(() => {});
      waiting.set(output.url, { job, made, resolve, reject });
    }
  }
  // sharp and the pipeline load only when there is something to make.
  const pipeline = import("../scripts/images.ts");
  const running = new Map<ImageJob, Promise<void>>();
  const asked = new Set<Promise<unknown>>();

  function start(job: ImageJob, first?: string): Promise<void> {
    let run = running.get(job);
    if (!run) {
      const outputs = job.outputs.toSorted((a, b) => Number(b.url === first) - Number(a.url === first));
      run = pipeline.then(({ makeImage }) =>
        makeImage(
          { ...job, outputs },
          {
            clientDir,
            made(output) {
              files.set(output.url, readStaticFile(clientDir, join(clientDir, output.url)));
              waiting.get(output.url)?.resolve();
            },
          },
        ),
      );
      run.catch((error: unknown) => {
        for (const output of job.outputs) waiting.get(output.url)?.reject(error);
      });
      running.set(job, run);
    }
    return run;
  }

  const finished = pipeline.then(async () => {
    const started = performance.now();
    const count = jobs.reduce((sum, job) => sum + job.outputs.length, 0);
    console.log(`  Images: ${count} still to make; each is made when first asked for, the rest meanwhile.`);
    let failed = 0;
    await runPool(jobs, async (job) => {
      // A visitor waiting for a picture goes first.
      while (asked.size) await Promise.allSettled(asked);
      await start(job).catch((error: unknown) => {
        failed++;
        console.error(`Images: could not make ${job.source}:`, error);
      });
    });
    if (failed) return;
    rmSync(list, { force: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`  Images: all ${count} made in ${seconds}s; the build is complete.`);
  });
  finished.catch((error: unknown) => console.error("Images: could not load the image pipeline:", error));

  return {
    finished,
    make(url) {
      const entry = waiting.get(url);
      if (!entry) return undefined;
      const served = (async () => {
        start(entry.job, url).catch(() => {});
        await entry.made;
        return files.get(url) as StaticFile;
      })();
      asked.add(served);
      void served.catch(() => {}).finally(() => asked.delete(served));
      return served;
    },
  };
}
