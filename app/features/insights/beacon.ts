/**
 * The insights beacon (docs/decisions/080): an inline script of under 1 KB in every page's head, so it needs no
 * request and no module of the app. It sets no cookie and uses no storage; it does nothing for a visitor who
 * asked not to be tracked (Global Privacy Control, Do Not Track), on staff pages, or on a static host with no
 * collector. It sends with sendBeacon, after the page has loaded:
 * - a page view per address (the landing one with its referrer and campaign tags, then each in-app navigation);
 * - a booking click: a link to /booking, to the provider's booking page, or to the page's calendar (#book-now),
 *   with the item id from the link or the page's calendar;
 * - what the app reports as an `insight` event on window: a calendar that opened, a reel or video played, and the
 *   visit's speed (./insight.ts, ./vitals.ts).
 *
 * `collector` is the configured URL (PUBLIC_INSIGHTS_URL), or "" for this site's own server, used only when the
 * page came from a server that names its collector in the page's Server-Timing header. The build minifies it into
 * the page (scripts/lib/insights-beacon.ts).
 */
export function insightsBeacon(collector: string) {
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  const l = location;
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const to = collector || nav?.serverTiming?.find((entry) => entry.name === "insights")?.description;
  if (!to || n.globalPrivacyControl || n.doNotTrack === "1") return;
  // Tells the islands runtime to measure this visit's speed (./vitals.ts): the name is INSIGHTS_ON (./insight.ts).
  (window as unknown as Record<string, boolean>).whiskerWalksInsights = true;
  const send = (type: string, data: object) =>
    n.sendBeacon(to, JSON.stringify({ type, path: l.pathname, ...data }));
  let last: string;
  let referrer: string | undefined = document.referrer;
  // The campaign tags are read from `search` by the collector, which keeps nothing else of it.
  const view = () => {
    if (l.pathname !== last) send("pageview", { referrer, search: l.search });
    last = l.pathname;
    referrer = undefined;
  };
  const push = history.pushState;
  history.pushState = function (this: History, ...args: Parameters<History["pushState"]>) {
    push.apply(this, args);
    view();
  };
  addEventListener("popstate", view);
  addEventListener("load", view);
  addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest?.("a,button");
      const href = target?.getAttribute("href") ?? "";
      if (!/^\/booking|fareharbor\.com\/embeds\/book|^#book-now/.test(href)) return;
      const item =
        /(?:itemId=|items\/)(\d+)/.exec(href)?.[1] ??
        (href[0] === "#"
          ? document.querySelector<HTMLElement>("[data-booking-calendar]")?.dataset.bookingCalendar
          : 0);
      send("booking_click", { item: Number(item) || undefined });
    },
    true,
  );
  addEventListener("insight", (event) => send("", (event as CustomEvent<object>).detail));
}
