/**
 * The production server (`npm start` and `npm run serve`). One Node process: pre-rendered pages and assets from
 * memory, the redirect table, security headers, the form endpoints, then React Router for the staff inbox; one
 * database (PGlite in DATA_DIR, or Postgres at DATABASE_URL) shared by all of them. It serves the live version of the
 * site: the last one staff published or restored, recorded in the database, or before any publish the checked-out
 * content; it builds that version first when it has no build of it (docs/decisions/093-live-version-recorded.md).
 */
import "./production-mode.ts";
import { baselineBuildDir, readPublicEnv, ROOT, serverEntryOf, serverEnv as env } from "./site-settings.ts";
import { createServer, type IncomingMessage, type RequestListener } from "node:http";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type * as appServerEntry from "../app/entry.server.tsx";
import { inboxContext } from "../app/features/admin/inbox-context.ts";
import { may } from "../app/features/admin/roles.ts";
import {
  cookieValue,
  PREVIEW_COOKIE,
  SESSION_COOKIE,
  staffCookieName,
} from "../app/features/admin/staff-cookies.ts";
import type { InsightForm } from "../db/statuses.ts";
import { CONTACT_PAGE_PATH } from "../app/features/forms/contact-post.ts";
import {
  PRIVATE_TOURS_PATH,
  REQUEST_CONFIRMATION_PREFIX,
} from "../app/features/private-tours/tour-request-post.ts";
import { createApp, type ServedSite } from "./app.ts";
import { createBackups, type Backups } from "./backup/backups.ts";
import { createSetupRestore, settleKilledRestores } from "./backup/restore-on-setup.ts";
import { parseBackupKey } from "./backup/encryption.ts";
import { clientAddress, clientHasher, isHttps, loadDataSecrets } from "./client-address.ts";
import { openDatabase } from "./database.ts";
import { createContactPagePost } from "./forms/contact-page.ts";
import { createFormEndpoints } from "./forms/form-endpoints.ts";
import { createNewsletterLinks } from "./forms/newsletter-links.ts";
import { createFormRateLimits, createRateLimit, FORM_RATE_LIMIT } from "./forms/rate-limit.ts";
import { createTourRequestPagePost } from "./forms/tour-request-page.ts";
import { createHealth } from "./health.ts";
import { createInbox } from "./inbox/inbox.ts";
import { COLLECTOR_PATH, createCollector } from "./insights/collector-endpoint.ts";
import { createInsights } from "./insights/insights.ts";
import { forgetSpentSignInLinks } from "./inbox/sign-in-links.ts";
import { answerMalformedRequests } from "./malformed-requests.ts";
import { startingListener } from "./starting.ts";
import { createArtifacts } from "./publishing/builds.ts";
import { createContentHistory } from "./publishing/content-history.ts";
import { createLiveSite } from "./publishing/live-site.ts";
import { changeLine, createPublisher } from "./publishing/publisher.ts";
import { makeReleaseLive } from "./publishing/release.ts";
import {
  createEditingClaim,
  createPublishRuns,
  createSiteVersions,
  type SiteVersion,
} from "./publishing/versions.ts";
import { createNewsletterSending } from "./newsletter/sending.ts";
import { cutoff } from "../app/features/privacy/retention.ts";
import { createRetention, retentionDays } from "./privacy/retention.ts";
import { erasureLedgerFile } from "./privacy/personal-data.ts";
import { createPrivacyRequestLinks } from "./privacy/request-links.ts";

/** What the app's server entry exports for the server (app/entry.server.tsx), taken from the live build. */
type AppEntry = typeof appServerEntry;
const appEntry = (build: ServerBuild) => build.entry.module as unknown as AppEntry;
const importBuild = async (buildDir: string) =>
  (await import(pathToFileURL(serverEntryOf(buildDir)).href)) as ServerBuild;

/** How often a server looks for a version another server published (and for a new preview). */
const VERSION_CHECK_MS = 5_000;

// The port opens at once (issue 37, docs/decisions/151): while the database opens and a first start builds the site,
// /healthz says 200, /readyz 503 and pages a branded "back in a moment" with Retry-After. The app takes over below.
// A request with no Host is refused by the app (createApp), in words, rather than by Node with an empty 400.
let listener: RequestListener = startingListener(ROOT);
const server = createServer({ keepAliveTimeout: 65_000, requireHostHeader: false }, (req, res) =>
  listener(req, res),
);
answerMalformedRequests(server);
const listening = new Promise<number>((resolve, reject) => {
  server.once("error", reject);
  server.listen({ port: env.PORT, host: env.HOST }, () => {
    server.off("error", reject);
    const address = server.address();
    resolve(typeof address === "object" && address ? address.port : env.PORT);
  });
});
const port = await listening;
console.log(`Starting on port ${port}: it answers "back in a moment" until the site is ready.`);

/** What a running site holds over its data: a restore from the setup page stops it and starts it again. */
type Site = { backups: Backups; stopping(): void; stop(): Promise<void> };
let site: Site | null = null;

// A backup brought back from the setup page (server/backup/restore-on-setup.ts): the site stops using its data and
// answers "back in a moment", the data is restored, and the site starts again over it, as a fresh start would.
const setupRestore = createSetupRestore({
  target: {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    erasureLedger: erasureLedgerFile(env.BACKUP_DIR),
    settings: { LINK_SECRET: env.LINK_SECRET, CLIENT_HASH_SALT: env.CLIENT_HASH_SALT },
  },
  history: createContentHistory(ROOT),
  serverKey: env.BACKUP_KEY ? parseBackupKey(env.BACKUP_KEY) : null,
  stopSite: async () => {
    listener = startingListener(ROOT);
    const stopping = site;
    site = null;
    await stopping?.stop();
  },
  // The data is restored on disk by then: a site that cannot start over it stops the process, and the next start
  // (a process manager's, or the operator's) serves the restored data.
  startSite: async () => {
    try {
      site = await startSite((ready) => (listener = ready));
    } catch (error) {
      console.error("The site could not start again after the restore; stopping:", error);
      process.exit(1);
    }
  },
});

/**
 * Opens the data, serves the live version and runs the background work over them; `serve` hands the app the port
 * once it is ready.
 */
async function startSite(serve: (ready: RequestListener) => void): Promise<Site> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const history = createContentHistory(ROOT);
  // Where several servers share the database, each new version's content and build go there too (site_artifacts).
  const artifacts = database.kind === "postgres" ? createArtifacts(database.db) : undefined;
  const liveSite = createLiveSite({ root: ROOT, baselineDir: baselineBuildDir, history, artifacts });
  const siteVersions = createSiteVersions(database.db);
  const publishRuns = createPublishRuns(database.db);

  // The live version, built first if this server has no build of it (npm start's quick build leaves pictures to later).
  const startVersion = await siteVersions.current();
  const startDir = await liveSite.buildFor(startVersion, {
    quick: process.env.START_BUILD === "quick",
    echo: true,
  });
  const build = await importBuild(startDir);
  const publicEnv = readPublicEnv(startDir);
  /** The version this server serves (null: the checked-out content, nothing published yet) and its build. */
  let served: { version: SiteVersion | null; dir: string } = { version: startVersion, dir: startDir };

  // The secrets links are signed with and client hashes salted with: settings, or kept in DATA_DIR (backups carry them).
  const secrets = loadDataSecrets(env, env.DATA_DIR);
  const hashAddress = clientHasher(secrets.CLIENT_HASH_SALT);
  const trustProxy = env.TRUST_PROXY === "1";
  const clientHash = (req: Parameters<typeof clientAddress>[0]) =>
    hashAddress(clientAddress(req, trustProxy));

  const inbox = createInbox(database.db, {
    adminPassword: env.ADMIN_PASSWORD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    siteUrl: publicEnv.siteUrl,
    // Set for this server, it wins; otherwise the address the owner gives at setup or under Settings (decision 142).
    operatorSiteUrl: process.env.PUBLIC_SITE_URL,
    linkSecret: secrets.LINK_SECRET,
    erasureLedger: erasureLedgerFile(env.BACKUP_DIR),
    // The live build's copy (set below, swapped by a publish): read only when a visitor has written.
    acknowledgements: () => copy.acknowledgements,
  });
  // Erasures survive a restore (issue 40): what each address in the ledger held at its erasure is erased again before
  // the server serves; what the person gave us since stays (decision 152).
  {
    const reapplied = await inbox.privacy.reapplyLedger();
    if (reapplied) console.log(`Privacy: applied ${reapplied} earlier erasure(s) again after a restore.`);
  }

  // The newsletter's sends (docs/decisions/105). Its archive step publishes the issue's file: wired here to the
  // publisher, which publishes the content as a whole today (see publishFiles below).
  const newsletterSending = createNewsletterSending(database.db, {
    root: ROOT,
    siteUrl: () => inbox.siteAddress.current(),
    mail: inbox.mail,
    rate: env.NEWSLETTER_RATE,
    connections: env.NEWSLETTER_CONNECTIONS,
    newsletter: inbox.newsletter,
    soleProcess: database.kind === "pglite",
    onOutboxQueued: () => void inbox.outbox.kick(),
    // The newsletter archive's publish: the issue's file alone, not the other drafts; done once it is live.
    publishFiles: async (files, by, summary) => {
      const outcome = await publisher.publishFiles(files, { id: null, ...by }, summary);
      return { started: outcome.live, ...(outcome.reason ? { reason: outcome.reason } : {}) };
    },
  });

  /** The copy the server's own pages and e-mails use, from the live build (a publish swaps it). */
  let copy = appEntry(build).serverCopy();

  const insights = createInsights(database.db);
  // The site's own addresses (public, and built for): never a request's (docs/decisions/156).
  const siteOrigins = () => inbox.siteAddress.origins();
  const collector = createCollector({ insights, siteOrigins, trustProxy, clientHash });
  // Hourly (and now): every kept day's totals up to date, raw events older than the privacy settings' limit deleted.
  const maintainInsights = () =>
    void insights
      .maintain(retentionDays(copy.privacy.retention.insightEvents, new Date()))
      .catch((error: unknown) => console.error("Insights upkeep failed:", error));
  const insightsUpkeep = setInterval(maintainInsights, 60 * 60_000);
  insightsUpkeep.unref();
  maintainInsights();

  // The privacy notice's limits (content/settings/privacy.yaml), enforced at start and then daily (issue 40).
  const retention = createRetention(database.db, {
    expireSignups: (before) => inbox.newsletter.expirePending(before),
    expireInsightEvents: (keepDays) => insights.maintain(keepDays),
  });
  let retaining: Promise<unknown> = Promise.resolve();
  function enforceRetention() {
    retaining = inbox.privacyRequests
      .expireUnconfirmed()
      .then(() => retention.enforce(copy.privacy.retention))
      .then((deleted) => {
        const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
        if (total)
          console.log(
            `Privacy limits: deleted ${total} ${total === 1 ? "record" : "records"} past their time (see Activity).`,
          );
      })
      .catch((error: unknown) => console.error("Privacy limits: the daily clean-up failed:", error));
  }
  enforceRetention();
  const retentionDaily = setInterval(enforceRetention, 24 * 60 * 60_000);
  retentionDaily.unref();

  // Newsletter addresses never confirmed are forgotten after the privacy settings' limit: at start, then hourly.
  let expiring: Promise<unknown> = Promise.resolve();
  // Sign-in links are cut out of e-mails sent, withdrawn or expired (docs/decisions/130): at start, then hourly.
  function expirePending() {
    expiring = Promise.all([
      inbox.newsletter
        .expirePending(cutoff(copy.privacy.retention.unconfirmedSignups, new Date()))
        .then((forgotten) => {
          if (forgotten) console.log(`Newsletter: forgot ${forgotten} address(es) never confirmed in time.`);
        })
        .catch((error: unknown) => console.error("Newsletter: expiring pending sign-ups failed:", error)),
      forgetSpentSignInLinks(database.db).catch((error: unknown) =>
        console.error("Outbox: removing spent sign-in links failed:", error),
      ),
    ]);
  }
  expirePending();
  const expiry = setInterval(expirePending, 60 * 60_000);
  expiry.unref();

  // The form endpoints' own pages link the live build's stylesheet; a publish refills this list in place.
  const stylesheets: string[] = [...(build.assets.routes.root?.css ?? [])];
  // On Postgres several servers may share the database, so the forms' limits live in it; PGlite has one process.
  const formLimits = createFormRateLimits(database.kind === "postgres" ? database.db : undefined);
  const countForm = (req: IncomingMessage, form: InsightForm, path: string) =>
    void collector.recordForm(req, form, path).catch((error: unknown) => {
      console.error("Could not count a form in the insights:", error);
    });
  const postContactForm = createContactPagePost({
    submissions: inbox.submissions,
    limit: formLimits.contact,
  });
  const postTourRequest = createTourRequestPagePost({
    submissions: inbox.submissions,
    tourRequests: inbox.tourRequests,
    limit: formLimits.privateTour,
  });

  // Editing happens in one checkout: the first server to start with editing on claims it; servers elsewhere refuse it.
  const editingClaim = createEditingClaim(database.db, ROOT);
  let editingRefused: string | null = null;
  if (env.CONTENT_EDITING === "off") {
    editingRefused =
      "Editing is off on this server (CONTENT_EDITING=off): staff edit and publish on the site's editing server.";
  } else {
    const claim = await editingClaim.claim();
    if (!claim.held)
      editingRefused = `Staff edit and publish on the editing server (${claim.by.host}, in ${claim.by.root}); this server only serves the site. Open the staff area there.`;
  }
  const editingHeartbeat = setInterval(() => {
    if (!editingRefused) void editingClaim.refresh().catch(() => undefined);
  }, 30_000);
  editingHeartbeat.unref();

  const health = createHealth({ database, outbox: inbox.outbox, serving: () => served.dir });
  const backups = createBackups({
    database,
    history,
    dir: env.BACKUP_DIR,
    keep: env.BACKUP_KEEP,
    key: env.BACKUP_KEY ? parseBackupKey(env.BACKUP_KEY) : null,
    secrets,
    audit: inbox.audit,
  });

  const app = createApp({
    build,
    buildDir: startDir,
    publicEnv,
    logRequests: env.LOG_REQUESTS === "1",
    trustProxy,
    handlers: [
      health.handler,
      // A server that does not hold the drafts refuses the editor in words (its pages would edit another checkout).
      (req, res, url) => {
        if (!editingRefused || !/^\/(api\/)?keystatic(\/|$)/.test(url.pathname)) return false;
        res.writeHead(409, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end(`${editingRefused}\n`);
        return true;
      },
      createFormEndpoints({
        submissions: inbox.submissions,
        newsletter: inbox.newsletter,
        copy: () => copy,
        publicEnv,
        clientHash,
        stylesheets,
        siteOrigins,
        limits: formLimits,
        onStored: countForm,
      }),
      createNewsletterLinks({ newsletter: inbox.newsletter, copy: () => copy, stylesheets }),
      createPrivacyRequestLinks({
        requests: inbox.privacyRequests,
        copy: () => copy,
        stylesheets,
        clientHash,
        limit: createRateLimit(FORM_RATE_LIMIT),
      }),
      collector.handler,
    ],
    // Tells the beacon in each page that this server collects its events (app/features/insights/beacon.ts).
    pageHeaders: { "Server-Timing": `insights;desc="${COLLECTOR_PATH}"` },
    // The staff inbox, and the content editor with its API (routes/keystatic.tsx, routes/api.keystatic.ts).
    // ...and a private-tour request's confirmation page, rendered from the stored request.
    dynamicPrefixes: [
      "/admin",
      "/keystatic",
      "/api/keystatic",
      REQUEST_CONFIRMATION_PREFIX.replace(/\/$/, ""),
    ],
    formPages: [CONTACT_PAGE_PATH, PRIVATE_TOURS_PATH],
    // Staff who chose "See the preview" on the Content page, and are still signed in and may publish, get the
    // unpublished build.
    wantsPreview: async (req) => {
      const cookie = (name: string) =>
        cookieValue(req.headers.cookie, staffCookieName(name, isHttps(req, trustProxy)));
      return (
        cookie(PREVIEW_COOKIE) === "1" &&
        may((await inbox.auth.session(cookie(SESSION_COOKIE)))?.staff?.role, "publish content")
      );
    },
    loadContext: (req) => {
      const context = new RouterContextProvider();
      const hash = clientHash(req);
      context.set(inboxContext, {
        inbox,
        insights,
        newsletterSending,
        publisher,
        backups,
        setupRestore,
        postContactForm: async (request) => {
          const outcome = await postContactForm(request, hash);
          // Counted like the endpoints' forms: once stored.
          if (outcome.sent) countForm(req, "contact", CONTACT_PAGE_PATH);
          return outcome;
        },
        postTourRequest: async (request, rules) => {
          const outcome = await postTourRequest(request, hash, rules);
          // Counted once stored (a bot's trapped post is answered alike but stores nothing, and is not counted).
          if (outcome.sent && outcome.stored) countForm(req, "private-tour", PRIVATE_TOURS_PATH);
          return outcome;
        },
        clientHash: hash,
        secure: isHttps(req, trustProxy),
      });
      return context;
    },
  });

  type Prepared = { dir: string; build: ServerBuild; site: ServedSite };
  async function prepare(dir: string): Promise<Prepared> {
    const next = await importBuild(dir);
    return { dir, build: next, site: app.prepare(next, dir) };
  }
  /** Serves a prepared build from the next request on; never a version older than the one served. */
  function activate(prepared: Prepared, version: SiteVersion) {
    if (served.version && version.id < served.version.id) return;
    app.activate(prepared.site);
    copy = appEntry(prepared.build).serverCopy();
    stylesheets.splice(0, stylesheets.length, ...(prepared.build.assets.routes.root?.css ?? []));
    served = { version, dir: prepared.dir };
  }

  /** The staff preview this server shows: the newest finished preview, while its build is on this server's disk. */
  let previewRun: number | null = null;
  async function showPreview(dir: string | null, runId: number | null = null) {
    previewRun = runId;
    if (!dir) return app.showPreview(null, null);
    const next = await importBuild(dir);
    app.showPreview(next, dir);
  }

  // Publishing builds the site into a new folder while this one serves, then swaps to it here (server/publishing/).
  const publisher = createPublisher({
    root: ROOT,
    database,
    history,
    liveSite,
    baselineDir: baselineBuildDir,
    artifacts,
    renderInProcess: true,
    prepare,
    activate,
    servedVersion: () => served.version?.id ?? null,
    showPreview: async (dir) => {
      const run = dir ? await publishRuns.currentPreview() : null;
      await showPreview(dir, run?.id ?? null);
    },
    editingRefused: () => editingRefused,
    onLive: async (version, by) => {
      const restore = version.kind === "restore";
      const changes = version.changes.map(changeLine);
      // A publish nobody pressed (the newsletter archive's, a release's) names its cause as who did it.
      const what = restore
        ? `restored version ${version.restoredFrom} as version ${version.id}`
        : `published version ${version.id}`;
      await inbox.audit.record({
        actor: by.id ? { id: by.id, name: by.name, email: by.email } : null,
        ...(by.id ? {} : { cause: by.name }),
        action: restore ? "content-restored" : "content-published",
        target: `version:${version.id}`,
        summary: `${by.id ? by.name : "Automatically"} ${what}: ${changes.length ? changes.join("; ") : "no changes"}.`,
      });
    },
  });

  // A run that died with a server is marked interrupted, a publish that died between going live and moving its git
  // refs is finished, and leftovers of dead runs are removed.
  await publisher.recover(startVersion, startDir);
  // An upgrade (npm run upgrade) merged a release with the published content: that content goes live as its own publish,
  // in the background, while the live version serves (server/publishing/release.ts).
  void makeReleaseLive({
    root: ROOT,
    history,
    live: () => siteVersions.current(),
    publish: (by, summary) => publisher.publishCheckedOut(by, summary),
    record: (summary) =>
      inbox.audit.record({ actor: null, action: "content-published", target: "release", summary }),
  })
    .then((outcome) => {
      if (outcome && !outcome.live) console.error(`The release could not go live yet: ${outcome.reason}`);
    })
    .catch((error: unknown) => console.error("The release could not go live yet:", error));
  {
    const preview = await publishRuns.currentPreview();
    if (preview?.previewDir && liveSite.isBuild(preview.previewDir))
      await showPreview(preview.previewDir, preview.id).catch(() => undefined);
  }

  // Another server may publish: every few seconds, serve the newest version (and show the newest preview) there is.
  let checking = false;
  async function followLiveVersion() {
    if (checking) return;
    checking = true;
    try {
      const current = await siteVersions.current();
      if (current && current.id !== served.version?.id) {
        const dir = await liveSite.buildFor(current);
        activate(await prepare(dir), current);
        console.log(`Now serving version ${current.id}, published by ${current.publishedByName}.`);
      }
      const preview = await publishRuns.currentPreview();
      if ((preview?.id ?? null) !== previewRun) {
        const dir = preview?.previewDir && liveSite.isBuild(preview.previewDir) ? preview.previewDir : null;
        await showPreview(dir, dir ? preview!.id : null);
      }
    } catch (error) {
      console.error("Could not serve the newest published version yet (trying again shortly):", error);
    } finally {
      checking = false;
    }
  }
  const versionCheck = setInterval(() => void followLiveVersion(), VERSION_CHECK_MS);
  versionCheck.unref();

  // A backup a day, on the server that holds the content's history (one on demand: SIGUSR2, below).
  const dailyBackups = env.BACKUP_DAILY === "on" && !editingRefused;
  if (dailyBackups) backups.startDaily();

  // Both the normal close and the ten-second cut-off end here: the database is closed once, whichever comes first.
  let closing: Promise<void> | undefined;
  function closeDatabase(): Promise<void> {
    clearInterval(insightsUpkeep);
    clearInterval(expiry);
    clearInterval(retentionDaily);
    clearInterval(versionCheck);
    clearInterval(editingHeartbeat);
    closing ??= Promise.all([
      inbox.outbox.stop(),
      newsletterSending.stop(),
      publisher.stop(),
      backups.stop(),
      expiring,
      retaining,
      inbox.people.idle(),
    ]).then(() => database.close());
    return closing;
  }

  inbox.outbox.start();
  newsletterSending.start();

  // On once there are staff accounts, or a setup password to create the first one.
  const inboxOn = await inbox.auth.enabled();
  // Ready: the app answers from now on.
  serve((req, res) => void app.listener(req, res));
  console.log(
    `Whisker Walks NYC is running at http://localhost:${port}${env.HOST ? ` (bound to ${env.HOST})` : ""}`,
  );
  console.log(`  Database: ${database.description}`);
  console.log(
    startVersion
      ? `  Site: version ${startVersion.id}, published by ${startVersion.publishedByName} on ${startVersion.createdAt.toISOString()}`
      : "  Site: the checked-out content (nothing published from the staff area yet)",
  );
  console.log(
    inboxOn
      ? `  Staff area: on, at http://localhost:${port}/admin`
      : "  Staff area: off (set ADMIN_PASSWORD, 12 characters or more, to set it up)",
  );
  if (editingRefused) console.log(`  Editing: ${editingRefused}`);
  console.log(
    !backups.hasKey
      ? "  Backups: none made until BACKUP_KEY is set (openssl rand -base64 32; see the README)"
      : `  Backups: ${dailyBackups ? "daily and when asked" : "only when asked (no daily backup on this server)"}, into ${env.BACKUP_DIR} (the newest ${env.BACKUP_KEEP} kept)`,
  );
  const smtp = env.SMTP_URL ? new URL(env.SMTP_URL) : null;
  console.log(
    smtp
      ? `  Outgoing e-mail: sent over SMTP via ${smtp.hostname}:${smtp.port || (smtp.protocol === "smtps:" ? 465 : 587)}`
      : "  Outgoing e-mail: through the mail server the owner sets up under Settings in the staff area (or SMTP_URL); until then kept in the outbox",
  );

  return { backups, stopping: () => health.stopping(), stop: closeDatabase };
}

// A restore from the setup page killed outright (SIGKILL, a power cut) is finished or rolled back before the data opens.
if (!env.DATABASE_URL) for (const line of await settleKilledRestores(env.DATA_DIR)) console.log(line);
site = await startSite((ready) => (listener = ready));

// `npm run backup` signals a running server with SIGUSR2, since only this process may open its embedded database.
process.on("SIGUSR2", () => {
  if (!site) return console.error("Backup not made: a backup is being restored. Try again in a minute.");
  void site.backups
    .make({ trigger: "command", by: null })
    .then((made) => console.log(`Backup written: ${made.path}`))
    .catch((error: unknown) => console.error("Backup failed:", error));
});

function shutdown(signal: string) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  site?.stopping();
  // A restore from the setup page runs to its end (or puts the old data back) first, and the site is not started again.
  const restored = setupRestore.stop();
  const close = () => void restored.then(() => site?.stop()).finally(() => process.exit(0));
  server.close(close);
  server.closeIdleConnections();
  // Requests still open after ten seconds are cut off rather than holding the deploy.
  setTimeout(() => {
    server.closeAllConnections();
    close();
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
