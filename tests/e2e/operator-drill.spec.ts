import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { dollars } from "../../app/content/tokens.ts";
import { ROOT } from "../../scripts/lib/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { connect } from "./support/database-rows.ts";
import { newStorage } from "./support/own-server.ts";
import {
  content,
  editFile,
  pressAndWait,
  pricesShown,
  PUBLISHED_PRICE,
  savePrice,
  TOUR_FACTS,
} from "./support/publishing.ts";
import { cloneSite, startInCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { newClient, OWNER, signIn, signInInBrowser } from "./support/staff.ts";

const run = promisify(execFile);

/**
 * The operator's routine of the README ("Deploying", "Backups", "Upgrading to a new release"), command by command, on
 * Postgres (issue 37): two servers of one checkout on one database, a publish, kill -9, a backup, a new machine
 * restored from it with nothing but the backup's key, the links already sent still working there, then a release
 * brought in with `npm run upgrade`. Each piece has its own tests elsewhere; this one proves they make a routine.
 * Only the postgres project runs it (playwright.config.ts).
 */

/** `npm run <name>` in a checkout, as its server's user runs it with the secrets file's settings. */
async function npmRun(
  root: string,
  name: "backup" | "restore" | "upgrade",
  env: Record<string, string>,
  args: string[] = [],
) {
  return run(process.execPath, [join(root, `scripts/${name}.ts`), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(`npm run ${name} failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`);
    },
  );
}

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" });

/** Until `server` shows `amount` as the tour price on the tours page (and not `other`), at most `seconds`. */
async function serves(server: Pick<CheckoutServer, "url">, amount: number, other: number, seconds: number) {
  await expect
    .poll(() => pricesShown(`${server.url}/tours`, [amount, other]), {
      timeout: seconds * 1000,
      intervals: [1000],
      message: `${server.url} serves ${dollars(amount)}`,
    })
    .toBe(dollars(amount));
}

/** What the first half of the drill leaves for the second: the remote, the backup, the e-mail already sent. */
const drill = {
  servers: [] as CheckoutServer[],
  roots: [] as string[],
  remote: "",
  backupKey: "",
  backup: "",
  reader: "",
};
const price = content.tourFacts.price;
const comparison = content.tourFacts.comparisonPrice;

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  for (const server of drill.servers) await server.stop().catch(() => undefined);
  for (const root of drill.roots) rmSync(root, { recursive: true, force: true });
});

test("the operator's drill, first machine: two servers on one database, a publish, kill -9, and a backup", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const secret = () => randomBytes(32).toString("base64");
  // The project's remote, which releases come from.
  drill.remote = testInfo.outputPath("whiskerwalks.git");
  git(ROOT, "clone", "--quiet", "--bare", ROOT, drill.remote);

  // Steps 1-3: a checkout of the release (with its build), the secrets file, a database.
  const storage = await newStorage(testInfo);
  const backupDir = testInfo.outputPath("backups");
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const secrets = {
    DATABASE_URL: storage.databaseUrl!,
    DATA_DIR: storage.dataDir,
    BACKUP_DIR: backupDir,
    LINK_SECRET: secret(),
    CLIENT_HASH_SALT: secret(),
    BACKUP_KEY: secret(),
  };
  drill.backupKey = secrets.BACKUP_KEY;
  const root = cloneSite();
  drill.roots.push(root);
  git(root, "remote", "set-url", "origin", drill.remote);

  // Step 4, twice: two servers of the checkout on the one database.
  const a = await startInCheckout(root, secrets);
  drill.servers.push(a);
  const b = await startInCheckout(root, secrets);
  drill.servers.push(b);

  // A reader signs up on B: the confirmation e-mail is signed with the secrets file's link secret.
  drill.reader = `drill-${randomBytes(4).toString("hex")}@example.com`;
  const signedUp = await page.request.post(`${b.url}/subscribe/post`, {
    headers: { "X-Forwarded-For": "203.0.113.91" },
    form: { EMAIL: drill.reader },
  });
  expect(signedUp.status()).toBe(200);

  // The owner publishes a new price on A; B serves it too, without a restart.
  savePrice(a, PUBLISHED_PRICE);
  await signInInBrowser(page, a.url);
  await page.goto(`${a.url}/admin/content`);
  await pressAndWait(page, a, page.getByRole("button", { name: "Publish", exact: true }), "done");
  await serves(a, PUBLISHED_PRICE, price, 30);
  await serves(b, PUBLISHED_PRICE, price, 60);

  // kill -9 on A: B goes on serving, and A started again (systemd's Restart=always) serves the published version.
  await a.kill();
  await serves(b, PUBLISHED_PRICE, price, 5);
  const aAgain = await a.restart(secrets);
  drill.servers.push(aAgain);
  await serves(aAgain, PUBLISHED_PRICE, price, 30);

  // Step 5: a backup from the shell, while the servers run.
  const backedUp = await npmRun(root, "backup", secrets);
  const [file] = readdirSync(backupDir).filter((name) => name.endsWith(".wwbackup"));
  expect(file, backedUp).toBeDefined();
  drill.backup = join(backupDir, file!);
  for (const server of drill.servers.splice(0)) await server.stop();
});

test("the operator's drill, a new machine: restored from the backup with only its key, the links already sent work; then an upgrade", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  expect(drill.backup, "the first machine made its backup").not.toBe("");
  // Step 6: a checkout of the release, an empty database and data folder, and only the backup's key (the link
  // secrets come back from the backup).
  const fresh = await newStorage(testInfo);
  const root = cloneSite();
  drill.roots.push(root);
  git(root, "remote", "set-url", "origin", drill.remote);
  const settings = {
    DATABASE_URL: fresh.databaseUrl!,
    DATA_DIR: fresh.dataDir,
    BACKUP_DIR: testInfo.outputPath("backups"),
    BACKUP_KEY: drill.backupKey,
  };
  await npmRun(root, "restore", settings, [drill.backup]);
  let server = await startInCheckout(root, settings);
  drill.servers.push(server);
  await serves(server, PUBLISHED_PRICE, price, 30);

  // The e-mail already sent: its confirmation link and its one-click unsubscribe work on the new machine.
  const database = await connect(fresh);
  const [mail] = await database.query("select body, unsubscribe_url from outbox where recipient = $1", [
    drill.reader,
  ]);
  await database.close();
  const confirmPath = new URL(/https?:\/\/\S+\/newsletter\/confirm\/\S+/.exec(String(mail!.body))![0])
    .pathname;
  const confirmed = await page.request.post(`${server.url}${confirmPath}`, { form: { confirm: "yes" } });
  expect(confirmed.status()).toBe(200);
  const oneClick = await page.request.post(
    `${server.url}${new URL(String(mail!.unsubscribe_url)).pathname}`,
    {
      form: { "List-Unsubscribe": "One-Click" },
    },
  );
  expect(await oneClick.text()).toBe("Unsubscribed.\n");
  // The owner signs in there with their own password.
  await signIn(page.request, newClient(), OWNER, server.url);
  // The history came with it, back to the content as installed: the first publish can still be undone there.
  const installedRestorable = async () => {
    const html = await (await page.request.get(`${server.url}/admin/content?restore=1`)).text();
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Version 1 (as installed)");
    expect(text).toContain("Restore version 1?");
    expect(text).toContain(`Tour price: ${dollars(PUBLISHED_PRICE)} → ${dollars(price)}`);
  };
  await installedRestorable();

  // Step 7, a new release: a developer changes another figure of the same settings file and pushes it; the
  // operator upgrades and restarts. The release's figure and the published price are both served.
  const developer = testInfo.outputPath("developer");
  git(ROOT, "clone", "--quiet", drill.remote, developer);
  editFile({ root: developer }, TOUR_FACTS, (text) =>
    text.replace(`comparisonPrice: ${comparison}`, `comparisonPrice: ${comparison + 2}`),
  );
  git(developer, "commit", "--quiet", "-am", "The average tour's price, as surveyed this year");
  git(developer, "push", "--quiet", "origin", "HEAD:main");
  expect(await npmRun(root, "upgrade", settings)).toContain("Upgraded to origin/main");
  await server.stop();
  server = await server.restart(settings);
  drill.servers.push(server);
  await expect
    .poll(
      async () =>
        (await (await fetch(`${server.url}/tours`)).text()).includes(`${dollars(comparison + 2)} average`),
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\n\nThe server's output:\n${server.output().slice(-4000)}`);
    });
  await serves(server, PUBLISHED_PRICE, price, 5);
  // And after the upgrade and its restart.
  await signIn(page.request, newClient(), OWNER, server.url);
  await installedRestorable();
});
