/**
 * `npm run bench:publish`: how long staff wait for a preview and a publish of a one-field change (issue 39), on a
 * throwaway clone of this checkout with its own server, as the owner would do it: save a change, press Preview and
 * wait until the preview is ready, then press Publish and wait until the live site serves it. Three kinds of change
 * (the tour price, a post's title, a paragraph of a post), three times each; it prints each time and the medians.
 * Everything runs on 127.0.0.1; the clone is deleted at the end.
 */
import { request as apiRequest, type APIRequestContext } from "playwright-core";
import { readContent } from "../app/content/read-content.ts";
import { editFile, savePrice } from "../tests/e2e/support/publishing.ts";
import { startOnCheckout, type CheckoutServer } from "../tests/e2e/support/site-checkout.ts";
import { newClient, signIn } from "../tests/e2e/support/staff.ts";

const ROUNDS = 3;
const content = readContent();
const post = content.posts[0]!;
// A post's slug is its file's name.
const POST = `content/blog/${post.meta.slug}.md`;

const changes: { name: string; page: string; edit: (server: CheckoutServer, round: number) => string }[] = [
  {
    name: "the tour price",
    page: "/tours",
    edit(server, round) {
      const price = content.tourFacts.price + round + 1;
      savePrice(server, price);
      return `$${price}`;
    },
  },
  {
    name: "a post's title",
    page: `/blog/${post.meta.slug}`,
    edit(server, round) {
      const title = `${post.meta.title} (revised ${round + 1})`;
      editFile(server, POST, (text) => text.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
      return `(revised ${round + 1})`;
    },
  },
  {
    name: "a paragraph of a post",
    page: `/blog/${post.meta.slug}`,
    edit(server, round) {
      const words = `We walked this way again in round ${round + 1}.`;
      editFile(server, POST, (text) =>
        text.replace(/\n\n([^\n]+)\n/, (_all, first: string) => `\n\n${first} ${words}\n`),
      );
      return words;
    },
  },
];

const valueOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

/** Presses a button of the Content page and waits for the run it starts to end: its time, in seconds. */
async function press(
  request: APIRequestContext,
  client: Record<string, string>,
  intent: "preview" | "publish",
) {
  const before = await (await request.get("/admin/content", { headers: client })).text();
  const lastRun = /data-publish-run="(\d+)"/.exec(before)?.[1] ?? null;
  const started = performance.now();
  const answer = await request.post("/admin/content", {
    headers: client,
    form: { csrf: valueOf(before, "csrf"), intent },
  });
  if (!answer.ok()) throw new Error(`Pressing ${intent} answered ${answer.status()}.`);
  for (;;) {
    const html = await (await request.get("/admin/content", { headers: client })).text();
    const run = /data-publish-run="(\d+)"/.exec(html)?.[1] ?? null;
    const state = /data-publish-state="(\w+)"/.exec(html)?.[1] ?? null;
    if (run !== lastRun && state === "done") return (performance.now() - started) / 1000;
    if (run !== lastRun && (state === "failed" || state === "interrupted"))
      throw new Error(`The ${intent} ${state}: ${html.replace(/<[^>]+>/g, " ").slice(0, 2000)}`);
    if (performance.now() - started > 600_000) throw new Error(`The ${intent} did not end in 10 minutes.`);
    // As the Content page itself asks while a run goes on: not so often that the asking slows the run.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log("Starting a server on a clone of this checkout (its first start builds the site)...");
const server = await startOnCheckout({ TRUST_PROXY: "1" });
const request = await apiRequest.newContext({ baseURL: server.url });
try {
  const client = newClient();
  await signIn(request, client);
  const results: string[] = [];
  for (const change of changes) {
    const previews: number[] = [];
    const publishes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const shows = change.edit(server, round);
      previews.push(await press(request, client, "preview"));
      publishes.push(await press(request, client, "publish"));
      const live = await (await fetch(`${server.url}${change.page}`)).text();
      if (!live.includes(shows.replace(/&/g, "&amp;")))
        throw new Error(`${change.page} does not show "${shows}" after the publish.`);
      console.log(
        `  ${change.name}, round ${round + 1}: preview ${previews.at(-1)!.toFixed(1)} s, publish ${publishes.at(-1)!.toFixed(1)} s`,
      );
      // The server's own account of where each run's time went.
      for (const line of server
        .output()
        .split("\n")
        .filter((text) => text.startsWith("Publishing: "))
        .slice(-2))
        console.log(`    ${line}`);
    }
    results.push(
      `${change.name}: preview ${median(previews).toFixed(1)} s, publish ${median(publishes).toFixed(1)} s (median of ${ROUNDS})`,
    );
  }
  console.log(`\nPublishing a one-field change (budget: preview 5 s, publish 10 s):`);
  for (const line of results) console.log(`  ${line}`);
} finally {
  await request.dispose();
  await server.remove();
}
