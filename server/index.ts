/**
 * The production server (`npm start` builds first when needed, then runs this). One Node process: pre-rendered pages
 * and assets from memory, the redirect table, security headers, the form endpoints, then React Router for the
 * staff inbox; one database (PGlite in DATA_DIR, or Postgres at DATABASE_URL) shared by all of them.
 */
import { buildDir, publicEnv, serverEntry, serverEnv as env } from "./site-settings.ts";
import { createServer, type IncomingMessage } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type * as appServerEntry from "../app/entry.server.tsx";
import { inboxContext } from "../app/features/admin/inbox-context.ts";
import { may } from "../app/features/admin/roles.ts";
import { cookieValue, PREVIEW_COOKIE, SESSION_COOKIE } from "../app/features/admin/staff-cookies.ts";
import type { InsightForm } from "../db/statuses.ts";
import { CONTACT_PAGE_PATH } from "../app/features/forms/contact-post.ts";
import {
  PRIVATE_TOURS_PATH,
  REQUEST_CONFIRMATION_PREFIX,
} from "../app/features/private-tours/tour-request-post.ts";
import { createApp } from "./app.ts";
import { clientAddress, clientHasher, isHttps, loadClientSalt, loadDataSecret } from "./client-address.ts";
import { openDatabase } from "./database.ts";
import { createContactPagePost } from "./forms/contact-page.ts";
import { createFormEndpoints } from "./forms/form-endpoints.ts";
import { createNewsletterLinks } from "./forms/newsletter-links.ts";
import { createFormRateLimits } from "./forms/rate-limit.ts";
import { createTourRequestPagePost } from "./forms/tour-request-page.ts";
import { createInbox } from "./inbox/inbox.ts";
import { COLLECTOR_PATH, createCollector } from "./insights/collector-endpoint.ts";
import { createInsights } from "./insights/insights.ts";
import { answerMalformedRequests } from "./malformed-requests.ts";
import { createPublisher } from "./publishing/publisher.ts";

/** What the app's server entry exports for the server (app/entry.server.tsx), taken from the live build. */
type AppEntry = typeof appServerEntry;
const appEntry = (build: ServerBuild) => build.entry.module as unknown as AppEntry;

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const hashAddress = clientHasher(loadClientSalt({ salt: env.CLIENT_HASH_SALT, dataDir: env.DATA_DIR }));
const trustProxy = env.TRUST_PROXY === "1";
/** Sign-in links use PUBLIC_SITE_URL only when it is set for this server; otherwise the address staff use. */
const siteUrlSet = Boolean(process.env.PUBLIC_SITE_URL?.trim());
const clientHash = (req: Parameters<typeof clientAddress>[0]) => hashAddress(clientAddress(req, trustProxy));

const inbox = createInbox(database.db, {
  adminPassword: env.ADMIN_PASSWORD,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  siteUrl: publicEnv.siteUrl,
  linkSecret: loadDataSecret({ value: env.LINK_SECRET, dataDir: env.DATA_DIR, file: "link-secret" }),
});

const insights = createInsights(database.db);
const collector = createCollector({ insights, siteUrl: publicEnv.siteUrl, trustProxy, clientHash });
// Hourly (and now): every kept day's totals up to date, raw events older than 90 days deleted.
const maintainInsights = () =>
  void insights.maintain().catch((error: unknown) => console.error("Insights upkeep failed:", error));
const insightsUpkeep = setInterval(maintainInsights, 60 * 60_000);
insightsUpkeep.unref();
maintainInsights();

/** The copy the server's own pages and e-mails use, from the live build (a publish swaps it). */
let copy = appEntry(build).serverCopy();

// Newsletter addresses never confirmed are forgotten after 30 days: checked at start, then hourly.
let expiring: Promise<unknown> = Promise.resolve();
function expirePending() {
  expiring = inbox.newsletter
    .expirePending()
    .then((forgotten) => {
      if (forgotten) console.log(`Newsletter: forgot ${forgotten} address(es) never confirmed in 30 days.`);
    })
    .catch((error: unknown) => console.error("Newsletter: expiring pending sign-ups failed:", error));
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
const postContactForm = createContactPagePost({ submissions: inbox.submissions, limit: formLimits.contact });
const postTourRequest = createTourRequestPagePost({
  submissions: inbox.submissions,
  tourRequests: inbox.tourRequests,
  limit: formLimits.privateTour,
});

const app = createApp({
  build,
  buildDir,
  publicEnv,
  logRequests: env.LOG_REQUESTS === "1",
  trustProxy,
  handlers: [
    createFormEndpoints({
      submissions: inbox.submissions,
      newsletter: inbox.newsletter,
      copy: () => copy,
      publicEnv,
      clientHash,
      stylesheets,
      trustProxy,
      limits: formLimits,
      onStored: countForm,
    }),
    createNewsletterLinks({ newsletter: inbox.newsletter, copy: () => copy, stylesheets }),
    collector.handler,
  ],
  // Tells the beacon in each page that this server collects its events (app/features/insights/beacon.ts).
  pageHeaders: { "Server-Timing": `insights;desc="${COLLECTOR_PATH}"` },
  // The staff inbox, and the content editor with its API (routes/keystatic.tsx, routes/api.keystatic.ts).
  // ...and a private-tour request's confirmation page, rendered from the stored request.
  dynamicPrefixes: ["/admin", "/keystatic", "/api/keystatic", REQUEST_CONFIRMATION_PREFIX.replace(/\/$/, "")],
  formPages: [CONTACT_PAGE_PATH, PRIVATE_TOURS_PATH],
  // Staff who chose "See the preview" on the Content page, and are still signed in and may publish, get the
  // unpublished build.
  wantsPreview: async (req) =>
    cookieValue(req.headers.cookie, PREVIEW_COOKIE) === "1" &&
    may(
      (await inbox.auth.session(cookieValue(req.headers.cookie, SESSION_COOKIE)))?.staff?.role,
      "publish content",
    ),
  loadContext: (req) => {
    const context = new RouterContextProvider();
    const hash = clientHash(req);
    context.set(inboxContext, {
      inbox,
      insights,
      publisher,
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
      siteUrl: publicEnv.siteUrl,
      siteUrlSet: siteUrlSet,
    });
    return context;
  },
});

// Publishing builds the site into a new folder while this one serves, then swaps to it here (server/publishing/).
const publisher = createPublisher({
  root: process.cwd(),
  goLive: async (buildDir) => {
    const next = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
    app.swap(next, buildDir);
    copy = appEntry(next).serverCopy();
    stylesheets.splice(0, stylesheets.length, ...(next.assets.routes.root?.css ?? []));
  },
  showPreview: async (buildDir) => {
    if (!buildDir) return app.showPreview(null, null);
    const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
    app.showPreview(build, buildDir);
  },
});

// A request with no Host is refused by the app (createApp), in words, rather than by Node with an empty 400.
const server = createServer(
  { keepAliveTimeout: 65_000, requireHostHeader: false },
  (req, res) => void app.listener(req, res),
);
answerMalformedRequests(server);

// Both the normal close and the ten-second cut-off end here: the database is closed once, whichever comes first.
let closing: Promise<void> | undefined;
function closeDatabase(): Promise<void> {
  clearInterval(insightsUpkeep);
  clearInterval(expiry);
  closing ??= Promise.all([inbox.outbox.stop(), publisher.stop(), expiring]).then(() => database.close());
  return closing;
}

function shutdown(signal: string) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  server.close(() => void closeDatabase().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // Requests still open after ten seconds are cut off rather than holding the deploy.
  setTimeout(() => {
    server.closeAllConnections();
    void closeDatabase().finally(() => process.exit(0));
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

inbox.outbox.start();

// On once there are staff accounts, or a setup password to create the first one.
const inboxOn = await inbox.auth.enabled();
server.listen({ port: env.PORT, host: env.HOST }, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    `Whisker Walks NYC is running at http://localhost:${port}${env.HOST ? ` (bound to ${env.HOST})` : ""}`,
  );
  console.log(`  Database: ${database.description}`);
  console.log(
    inboxOn
      ? `  Staff inbox: on, at http://localhost:${port}/admin`
      : "  Staff inbox: off (set ADMIN_PASSWORD, 12 characters or more, to set it up)",
  );
  const smtp = env.SMTP_URL ? new URL(env.SMTP_URL) : null;
  console.log(
    smtp
      ? `  Outgoing e-mail: sent over SMTP via ${smtp.hostname}:${smtp.port || (smtp.protocol === "smtps:" ? 465 : 587)}`
      : "  Outgoing e-mail: kept in the inbox's outbox (set SMTP_URL to send it)",
  );
});
