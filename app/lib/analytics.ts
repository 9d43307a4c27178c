import { providers } from "#app/config.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Longest we hold a form back for the analytics hit before letting the browser leave the page. */
export const ANALYTICS_EVENT_TIMEOUT_MS = 1_000;

/**
 * Loads Google's tag only when an analytics id is configured (PUBLIC_GA_ID), with page views off: the site's only
 * measured moment is the spec's Adventure Cats event (docs/decisions/024-analytics-only-when-configured.md).
 */
export function loadAnalytics(id: string = providers.analyticsId): void {
  if (!id || typeof window.gtag === "function") return;
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/**
 * Records an event. With analytics configured it goes to gtag and resolves once the hit is sent (or after a second,
 * so a slow or blocked tag never holds a visitor back); otherwise it is queued on window.dataLayer, where a tag
 * manager would find it and where it is harmless when nothing reads it.
 */
export function trackEvent(
  name: string,
  params: Record<string, string>,
  id: string = providers.analyticsId,
): Promise<void> {
  const gtag = window.gtag;
  if (!id || typeof gtag !== "function") {
    (window.dataLayer ??= []).push({ event: name, ...params });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ANALYTICS_EVENT_TIMEOUT_MS);
    gtag("event", name, {
      ...params,
      event_timeout: ANALYTICS_EVENT_TIMEOUT_MS,
      event_callback: () => {
        window.clearTimeout(timer);
        resolve();
      },
    });
  });
}
