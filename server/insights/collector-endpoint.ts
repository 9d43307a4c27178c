import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import type { InsightForm } from "../../db/statuses.ts";
import { isPrivatePath } from "../../app/features/insights/private-paths.ts";
import type { DynamicHandler } from "../app.ts";
import { clientAddress } from "../client-address.ts";
import { createRateLimit } from "../forms/rate-limit.ts";
import { readBody, SubmissionError } from "../forms/request-body.ts";
import { discardRest, sendPlain } from "../forms/responses.ts";
import type { SiteOrigins } from "../site-address.ts";
import { campaignTags, isOwnHost, parseBeaconEvent, referrerHost } from "./beacon-event.ts";
import type { Insights } from "./insights.ts";

/** Where the beacon sends its events; the server names it in each page's Server-Timing header. */
export const COLLECTOR_PATH = "/insights/event";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** One event is a few hundred bytes. */
const MAX_EVENT_BYTES = 4 * 1024;

/** Per client: a visitor reading page after page sends a few a minute; this only stops floods. */
export const COLLECTOR_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;

/** The visitor asked not to be measured: Global Privacy Control or Do Not Track. */
export function optedOut(req: IncomingMessage): boolean {
  return req.headers["sec-gpc"] === "1" || req.headers.dnt === "1";
}

function userAgent(req: IncomingMessage): string {
  return req.headers["user-agent"] ?? "";
}

/** A crawler or a client without a user agent: not a visitor. */
function notAPerson(req: IncomingMessage): boolean {
  const agent = userAgent(req);
  return !agent || isbot(agent);
}

/**
 * The path of the same-site page that sent a form (from its Referer), else the endpoint's own: also when the page's
 * address carries a token (a request's confirmation page has the footer's newsletter form), so the form is counted
 * and the address is not.
 */
async function pagePath(req: IncomingMessage, fallback: string, ownHosts: OwnHosts): Promise<string> {
  const referer = req.headers.referer;
  if (!referer) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  return isOwnHost(url.hostname, await ownHosts()) && !isPrivatePath(url.pathname) ? url.pathname : fallback;
}

type OwnHosts = () => Promise<readonly string[]>;

export type CollectorOptions = {
  insights: Insights;
  /** The site's own addresses: a referrer or a form's page there is ours (docs/decisions/156). */
  siteOrigins: SiteOrigins;
  trustProxy: boolean;
  /** The salted hash of the client's address, for the rate limit (server/client-address.ts). */
  clientHash: (req: IncomingMessage) => string;
};

/**
 * The insights collector: `POST /insights/event` with one JSON event (the beacon sends it as text/plain, which
 * needs no preflight). 204 when taken, or silently dropped for a visitor who opted out or a bot; a 4xx with the
 * reason in words for anything malformed.
 */
export function createCollector(options: CollectorOptions) {
  const limit = createRateLimit(COLLECTOR_RATE_LIMIT);
  // The site's addresses, not the request's: its Host is the collector's (or a proxy's), and the client's to say.
  const ownHosts: OwnHosts = async () =>
    (await options.siteOrigins()).map((origin) => new URL(origin).hostname);
  const visitor = (req: IncomingMessage) => ({
    address: clientAddress(req, options.trustProxy),
    userAgent: userAgent(req),
  });

  function refuse(req: IncomingMessage, res: ServerResponse, status: number, reason: string, headers = {}) {
    sendPlain(res, status, `${reason}\n`, headers);
    discardRest(req);
  }

  async function take(req: IncomingMessage, res: ServerResponse) {
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "text/plain" && type !== "application/json") {
      return refuse(req, res, 415, "Send the event as JSON (text/plain or application/json).");
    }
    const charset = /;\s*charset=([^;]+)/i
      .exec(req.headers["content-type"] ?? "")?.[1]
      ?.trim()
      .toLowerCase();
    if (charset && charset !== "utf-8" && charset !== "utf8") {
      return refuse(req, res, 415, `Unsupported charset ${charset}: send the event in UTF-8.`);
    }
    const wait = limit.hit(options.clientHash(req));
    if (wait)
      return refuse(req, res, 429, "Too many events from this client: slow down.", {
        "Retry-After": String(wait),
      });
    let value: unknown;
    try {
      // Bytes that are not UTF-8 are refused, not stored as replacement characters.
      value = JSON.parse(utf8.decode(await readBody(req, MAX_EVENT_BYTES)));
    } catch (error) {
      if (error instanceof SubmissionError) return refuse(req, res, error.status, error.message);
      return refuse(req, res, 400, "The body is not valid JSON.");
    }
    const parsed = parseBeaconEvent(value);
    if (!parsed.ok) return refuse(req, res, 400, parsed.reason);
    if (!optedOut(req) && !notAPerson(req)) {
      const event = parsed.event;
      if (event.type === "vital") await options.insights.recordVital(event, userAgent(req));
      else
        await options.insights.record(
          event.type === "pageview"
            ? {
                type: event.type,
                path: event.path,
                // Asked only when there is a referrer: the landing page view of a visit that came from a link.
                referrerHost: event.referrer ? referrerHost(event.referrer, await ownHosts()) : "",
                tags: campaignTags(event.search),
              }
            : event,
          visitor(req),
        );
    }
    res.writeHead(204, { "Cache-Control": "no-store" });
    res.end();
  }

  const handler: DynamicHandler = async (req, res, url) => {
    if (url.pathname !== COLLECTOR_PATH) return false;
    if (req.method !== "POST") {
      sendPlain(res, 405, `Method ${req.method} is not allowed here: send events with POST.\n`, {
        Allow: "POST",
      });
      discardRest(req);
      return true;
    }
    await take(req, res);
    return true;
  };

  return {
    handler,
    /** Counts a form the server has just stored, for the visitor who sent it (unless they opted out). */
    async recordForm(req: IncomingMessage, form: InsightForm, endpointPath: string): Promise<void> {
      if (optedOut(req) || notAPerson(req)) return;
      await options.insights.record(
        { type: "form", form, path: await pagePath(req, endpointPath, ownHosts) },
        visitor(req),
      );
    },
  };
}
