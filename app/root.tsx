import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type MiddlewareFunction,
} from "react-router";
// The subsets every page's first screen shows (scripts/fonts.ts): Inter's variable file, and Fraunces at the headings'
// weight. Fraunces at 400 (quotes, captions) is fetched as the bands and blocks that show it come near the screen
// (docs/decisions/176, 198): no first screen sets text in it. The rest of the Latin range loads only where a page shows
// it.
import frauncesFont from "../generated/fonts/fraunces-600.woff2?url";
import interFont from "../generated/fonts/inter.woff2?url";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { PreviewBar } from "#app/components/layout/preview-bar.tsx";
import { PromoBar, promoDismissedScript } from "#app/components/layout/promo-bar.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { StickyBookBar } from "#app/components/layout/sticky-book-bar.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { providers } from "#app/config.ts";
import build from "virtual:content/build";
import { company, emailHref } from "#app/content/site.ts";
import { setting } from "#app/content/content.server.ts";
import { usePathname } from "#app/hooks/use-pathname.ts";
import { useScrollManagement } from "#app/hooks/use-scroll-management.ts";
import "#app/features/insights/campaign.ts";
import { isPrivatePath } from "#app/features/insights/private-paths.ts";
import { isChunkLoadError, reloadOnce } from "#app/lib/chunk-reload.ts";
import { problemGuidance, problemMessage } from "#app/lib/problems.ts";
import { redirectTarget } from "#app/lib/redirects.ts";
import { seo } from "#app/lib/seo.ts";
import { islandsEntry, islandsPreamble } from "virtual:islands";
import { islandsBootstrap } from "#app/islands/bootstrap.ts";
import { useCspNonce } from "#app/features/csp-nonce.ts";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/brand/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/brand/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/brand/icon-180.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The booking calendar's host: resolve it early, without loading anything from it.
  { rel: "dns-prefetch", href: providers.fareharbor.origin },
  { rel: "alternate", type: "application/rss+xml", title: `${company.name} blog`, href: "/blog/rss.xml" },
];

/**
 * An old address reached by an in-app link goes straight to its new one: the old address never gets a history
 * entry of its own, so Back returns to the page the visitor came from (spec, "Redirects").
 */
const redirectOnNavigation: MiddlewareFunction = ({ request }) => {
  const target = redirectTarget(new URL(request.url).pathname);
  if (target) throw redirect(target);
};
export const clientMiddleware = [redirectOnNavigation];

/** What every public page's frame says: the menus, the footer, the booking bar and the not-found page. */
export function loader() {
  return {
    navigation: setting("navigation"),
    notFound: setting("notFound"),
    privacyLink: setting("privacy").formLink,
  };
}

/** Title and robots for the error page; every route sets its own head otherwise. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return seo({
    title: notFound ? loaderData.notFound.title : "Something Went Wrong",
    description: loaderData.notFound.description,
    path: null,
    image: "/og/home.png",
    noindex: true,
  });
};

/** The staff area's routes (routes/admin and its pages, the sign-in) and the content editor bring their own frame. */
const isStaffRoute = (id: string) =>
  id === "routes/admin" || id.startsWith("routes/admin.") || id === "routes/keystatic";

export function Layout({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  // By the route matched, not the address: an unknown address under /admin is a public not-found page.
  const staffFrame = useMatches().some((match) => isStaffRoute(match.id));
  const frame = useRouteLoaderData<typeof loader>("root");
  const nonce = useCspNonce();
  const header = frame ? (
    <SiteHeader
      navigation={{ header: frame.navigation.header, menuOverview: frame.navigation.menuOverview }}
      pathname={pathname}
    />
  ) : null;
  useScrollManagement();
  useEffect(() => {
    // Marks the page as interactive (the end-to-end tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    // Vite reports a dependency of a lazy chunk that failed to load; the error boundary below covers the chunk itself.
    const onPreloadError = (event: Event) => {
      if (reloadOnce()) event.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a37" />
        {/* Before the first paint, the promo bar's dismissal; on public pages only, the cookie-free insights beacon
            (app/features/insights/beacon.ts), and never on a page whose address carries a token (private-paths.ts).
            One script: the page's policy lists one hash for both, and a page whose HTML and headers fit in the
            first round trip paints a round trip sooner (decision 088). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html:
              staffFrame || isPrivatePath(pathname)
                ? promoDismissedScript
                : `${promoDismissedScript};${__INSIGHTS_BEACON__}`,
          }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        {staffFrame ? (
          // The staff area brings its own header and main (routes/admin.tsx), not the public site's.
          children
        ) : !frame ? (
          // The site's frame could not load (its loader failed): the error page alone.
          <main id="main" tabIndex={-1} className="grow focus:outline-none">
            {children}
          </main>
        ) : (
          <>
            {pathname === "/" ? <PromoBar /> : null}
            {build.preview ? (
              // A staff preview's bar stays on screen with the header above the page (issue 39).
              <div className="sticky top-0 z-40">
                <PreviewBar pathname={pathname} />
                {header}
              </div>
            ) : (
              header
            )}
            <main id="main" tabIndex={-1} className="grow focus:outline-none">
              {children}
            </main>
            <SiteFooter footer={frame.navigation.footer} privacyLink={frame.privacyLink} />
            <StickyBookBar copy={frame.navigation.bookBar} />
          </>
        )}
        {staffFrame || !islandsEntry ? (
          <Scripts nonce={nonce} />
        ) : (
          // Public pages start their islands alone, each when it is needed (docs/decisions/087, 110), in development as
          // in the build; staff pages run the app.
          <script
            type="module"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: islandsBootstrap(islandsEntry, islandsPreamble) }}
          />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  // A staff route's middleware refusal lands here (no loader ran below the root): it keeps the staff frame.
  const staffRoute = useMatches().some((match) => isStaffRoute(match.id));
  const staleChunk = isChunkLoadError(error);
  useEffect(() => {
    if (staleChunk) reloadOnce();
  }, [staleChunk]);
  if (staffRoute) {
    // The editor refused to a guide says who it is for and what to do instead (decision 190).
    const guidance = problemGuidance(error);
    // Kept small (not the staff header): the root's module is every public page's JavaScript.
    return (
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl grow px-4 py-16 focus:outline-none">
        <h1 className="text-3xl">{guidance?.title ?? "That did not work"}</h1>
        <p className="mt-4 text-lg text-muted">
          {problemMessage(error) ?? "Something went wrong on our side. Reload the page and try again."}
        </p>
        {guidance ? <p className="mt-3 text-lg text-muted">{guidance.instead}</p> : null}
        <ButtonLink to="/admin" className="mt-8">
          Back to the staff area
        </ButtonLink>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404 && loaderData)
    return <NotFoundPage copy={loaderData.notFound} />;
  if (import.meta.env.DEV) console.error(error);
  // A refused request (a 4xx) says what was wrong with it; only our own failures apologise.
  const problem = problemMessage(error);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl">{problem ? "That didn't work" : "Something went wrong"}</h1>
      <p className="mt-4 text-lg text-muted">
        {problem
          ? `${problem} If you need a hand, write to us at `
          : "We could not show this page just now. Please try again in a moment, or write to us at "}
        <a className="text-harbor underline" href={emailHref}>
          {company.email}
        </a>
        .
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to Home
      </ButtonLink>
    </section>
  );
}
