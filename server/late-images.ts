import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ImageJob, ImageOutput } from "../scripts/images.ts";
import { readStaticFile, type StaticFile } from "./static-files.ts";

/** Beside the client build, never in it: the pictures a quick build named in its pages but left to the server. */
export const IMAGES_TO_MAKE = "images-to-make.json";
/** Pictures made at once for visitors waiting for them: one per core. */
const FOR_VISITORS = 2;

export type LateImages = {
  /** The picture at this address, made now if it is on the list and not made yet; undefined when it is not. */
  make(url: string): Promise<StaticFile> | undefined;
  /** Settles when every picture on the list is made (and the list removed), or one could not be. */
  finished: Promise<void>;
};

type Output = {
  job: ImageJob;
  output: ImageOutput;
  asked: boolean;
  made: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * `npm start`'s quick build plans every picture (names, sizes, colors) but leaves making them to the server
 * (docs/decisions/062-fast-first-start.md). The background makes them one at a time, in the order the pages show
 * them, leaving a core to the pages. A file a visitor asks for is made at once on its own (two at a time), and the
 * background waits meanwhile: a visitor waits for the picture, never behind the queue. Each file joins the served
 * files as it is made; after the last, the list is removed and the build is as complete as `npm run build`'s.
 * Undefined when the build has every picture, which is always so after `npm run build`.
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

  const outputs = new Map<string, Output>();
  for (const job of jobs) {
    for (const output of job.outputs) {
      let resolve = () => {};
      let reject: (error: unknown) => void = () => {};
      const made = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
      // Nobody may be waiting for this one: the background reports its failures.
      made.catch(() => {});
      outputs.set(output.url, { job, output, asked: false, made, resolve, reject });
    }
  }
  // sharp and the pipeline load only when there is something to make.
  const pipeline = import("../scripts/images.ts");
  const asked: Output[] = [];
  let makingForVisitors = 0;
  let backgroundMaking: string | undefined;
  let visitorsServed = () => {};

  async function make(job: ImageJob, before?: (output: ImageOutput) => Promise<void>) {
    const { makeImage } = await pipeline;
    await makeImage(job, {
      clientDir,
      before,
      made(output) {
        files.set(output.url, readStaticFile(clientDir, join(clientDir, output.url)));
        outputs.get(output.url)?.resolve();
      },
    });
  }

  function makeForVisitors() {
    while (asked.length && makingForVisitors < FOR_VISITORS) {
      const next = asked.shift() as Output;
      makingForVisitors++;
      make({ ...next.job, outputs: [next.output] })
        .catch((error: unknown) => next.reject(error))
        .finally(() => {
          makingForVisitors--;
          makeForVisitors();
          if (!asked.length && !makingForVisitors) visitorsServed();
        });
    }
  }

  async function visitorsFirst() {
    while (asked.length || makingForVisitors)
      await new Promise<void>((resolve) => (visitorsServed = resolve));
  }

  const finished = (async () => {
    const count = outputs.size;
    const started = performance.now();
    console.log(`  Images: ${count} still to make; each is made when first asked for, the rest meanwhile.`);
    let failed = 0;
    for (const job of jobs) {
      const left = job.outputs.filter((output) => !files.has(output.url));
      if (!left.length) continue;
      try {
        await make({ ...job, outputs: left }, async (output) => {
          backgroundMaking = undefined;
          await visitorsFirst();
          backgroundMaking = output.url;
        });
      } catch (error) {
        failed++;
        console.error(`Images: could not make ${job.source}:`, error);
        for (const output of left) outputs.get(output.url)?.reject(error);
      }
    }
    backgroundMaking = undefined;
    await visitorsFirst();
    if (failed) return;
    rmSync(list, { force: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`  Images: all ${count} made in ${seconds}s; the build is complete.`);
  })();

  return {
    finished,
    make(url) {
      const entry = outputs.get(url);
      if (!entry) return undefined;
      // Asked once is enough; the background, about to encode this very file, needs no help.
      if (!entry.asked && url !== backgroundMaking) {
        entry.asked = true;
        asked.push(entry);
        makeForVisitors();
      }
      return entry.made.then(() => files.get(url) as StaticFile);
    },
  };
}
