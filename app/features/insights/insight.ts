/** What the app tells the insights beacon about, beyond page views and booking links. */
export type Insight =
  | { type: "calendar_open"; item?: number }
  | { type: "play"; media: "reel" | "video" }
  /** `path`: the page the measure belongs to, where the visitor may have moved on in the page since. */
  | { type: "vital"; path: string; metric: "LCP" | "INP" | "CLS"; value: number };

/** Set by the beacon when it sends (not for a visitor who opted out, nor without a collector): worth measuring. */
export const INSIGHTS_ON = "whiskerWalksInsights";

/**
 * Hands an insight to the beacon (./beacon.ts) as a window event: when the beacon is off (a visitor who opted out,
 * a static host without a collector) nobody listens and nothing is sent.
 */
export function reportInsight(insight: Insight): void {
  window.dispatchEvent(new CustomEvent("insight", { detail: insight }));
}
