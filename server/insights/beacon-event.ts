import { z } from "zod";
import { VITAL_METRICS } from "../../db/statuses.ts";

/** The largest figure a speed measure may report: 60 s (LCP, INP), and far more than any real layout shift (CLS). */
export const VITAL_MAX = 60_000;

/**
 * What the beacon (app/features/insights/beacon.ts) sends, one event a request. Everything is checked; anything
 * else is refused with the reason in words. Unknown fields are dropped, never stored.
 */
const path = z
  .string()
  .max(300, "must be at most 300 characters")
  .regex(/^\/[^\s#?]*$/, "must be a path on this site, such as /tours");
const item = z.number().int("must be a whole number").positive("must be positive").max(2_147_483_647);

export const beaconEventSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("pageview"),
      path,
      referrer: z.string().max(2000, "must be at most 2000 characters").optional(),
      /** The page address's query, for its campaign tags (nothing else of it is kept). */
      search: z.string().max(2000, "must be at most 2000 characters").optional(),
    }),
    z.object({ type: z.literal("booking_click"), path, item: item.optional() }),
    z.object({ type: z.literal("calendar_open"), path, item: item.optional() }),
    z.object({ type: z.literal("play"), path, media: z.enum(["reel", "video"]) }),
    z.object({
      type: z.literal("vital"),
      path,
      metric: z.enum(VITAL_METRICS, { error: "must be LCP, INP or CLS" }),
      // A page open for a minute before its largest paint, or a tap that took one, is not a figure to average in.
      value: z
        .number("must be a number")
        .min(0, "must not be negative")
        .max(VITAL_MAX, `must be at most ${VITAL_MAX}`),
    }),
  ],
  { error: "must be pageview, booking_click, calendar_open, play or vital" },
);

export type BeaconEvent = z.infer<typeof beaconEventSchema>;

/** The event, or the first reason it is refused ("path: must be a path on this site, such as /tours"). */
export function parseBeaconEvent(
  value: unknown,
): { ok: true; event: BeaconEvent } | { ok: false; reason: string } {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, reason: "The event must be a JSON object." };
  }
  const result = beaconEventSchema.safeParse(value);
  if (result.success) return { ok: true, event: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join(".");
  return { ok: false, reason: field ? `${field}: ${issue?.message}` : (issue?.message ?? "Invalid event.") };
}

export type CampaignTags = { source: string; medium: string; campaign: string };

/** One tag: lower case, without control characters, at most 100 characters. */
function cleanTag(value: string | null): string {
  return [...(value ?? "")]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .toLowerCase()
    .slice(0, 100);
}

/** The utm_source, utm_medium and utm_campaign of a page address's query ("" for each one missing). */
export function campaignTags(search: string | undefined): CampaignTags {
  const query = new URLSearchParams(search ?? "");
  return {
    source: cleanTag(query.get("utm_source")),
    medium: cleanTag(query.get("utm_medium")),
    campaign: cleanTag(query.get("utm_campaign")),
  };
}

/**
 * The host a visitor came from, without "www.", or "" for none, for an address that is not a web page, or for
 * one of the site's own hosts (moving between our pages is not a source).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  return isOwnHost(url.hostname, ownHosts) ? "" : url.hostname.toLowerCase().replace(/^www\./, "");
}

/** One of the site's own hosts, with or without "www." (any scheme or port: the name is what a visitor reads). */
export function isOwnHost(hostname: string, ownHosts: readonly string[]): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
  return ownHosts.some((own) => bare(own) === bare(hostname));
}
