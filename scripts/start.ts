/**
 * `npm start`: serves the production site (PORT, default 3000; HOST, default every interface), building first when
 * there is no build of the live version for these sources. The live version is the last one staff published or
 * restored, or before any publish the checked-out content (docs/decisions/093-live-version-recorded.md). Building the
 * checked-out content is the quick build: the pages are built with every picture's name and size, and the server
 * makes the pictures, each when first asked for and the rest meanwhile (docs/decisions/062-fast-first-start.md).
 * `--complete` makes every picture before serving, as `npm run build` does: the end-to-end tests start it that way.
 */
export {};

process.env.START_BUILD = process.argv.includes("--complete") ? "complete" : "quick";
await import("../server/index.ts");
