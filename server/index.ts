/**
 * The production server (`npm start` builds first when needed, then runs this). One Node process: pre-rendered pages
 * and assets from memory, the redirect table, security headers, the form endpoints, then React Router for the
 * staff inbox; one database (PGlite in DATA_DIR, or Postgres at DATABASE_URL) shared by all of them.
 */
import { buildDir, publicEnv, serverEntry, serverEnv as env } from "./site-settings.ts";
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { inboxContext } from "../app/features/admin/inbox-context.ts";
import { CONTACT_PAGE_PATH } from "../app/features/forms/contact-post.ts";
import { createApp } from "./app.ts";
import { clientAddress, clientHasher, isHttps, loadClientSalt } from "./client-address.ts";
import { openDatabase } from "./database.ts";
import { createContactPagePost } from "./forms/contact-page.ts";
import { createFormEndpoints } from "./forms/form-endpoints.ts";
import { createFormRateLimits } from "./forms/rate-limit.ts";
import { createInbox } from "./inbox/inbox.ts";
import { answerMalformedRequests } from "./malformed-requests.ts";
import { createPublisher } from "./publishing/publisher.ts";

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const hashAddress = clientHasher(loadClientSalt({ salt: env.CLIENT_HASH_SALT, dataDir: env.DATA_DIR }));
const trustProxy = env.TRUST_PROXY === "1";
const clientHash = (req: Parameters<typeof clientAddress>[0]) => hashAddress(clientAddress(req, trustProxy));

const inbox = createInbox(database.db, {
  adminPassword: env.ADMIN_PASSWORD,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  siteUrl: publicEnv.siteUrl,
});

// The form endpoints' own pages link the live build's stylesheet; a publish refills this list in place.
const stylesheets: string[] = [...(build.assets.routes.root?.css ?? [])];
const formLimits = createFormRateLimits();
const postContactForm = createContactPagePost({ submissions: inbox.submissions, limit: formLimits.contact });

const app = createApp({
  build,
  buildDir,
  publicEnv,
  logRequests: env.LOG_REQUESTS === "1",
  trustProxy,
  handlers: [
    createFormEndpoints({
      submissions: inbox.submissions,
      publicEnv,
      clientHash,
      stylesheets,
      trustProxy,
      limits: formLimits,
    }),
  ],
  // The staff inbox, and the content editor with its API (routes/keystatic.tsx, routes/api.keystatic.ts).
  dynamicPrefixes: ["/admin", "/keystatic", "/api/keystatic"],
  formPages: [CONTACT_PAGE_PATH],
  loadContext: (req) => {
    const context = new RouterContextProvider();
    const hash = clientHash(req);
    context.set(inboxContext, {
      inbox,
      publisher,
      postContactForm: (request) => postContactForm(request, hash),
      clientHash: hash,
      secure: isHttps(req, trustProxy),
      siteUrl: publicEnv.siteUrl,
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
    stylesheets.splice(0, stylesheets.length, ...(next.assets.routes.root?.css ?? []));
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
  closing ??= Promise.all([inbox.outbox.stop(), publisher.settled()]).then(() => database.close());
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
