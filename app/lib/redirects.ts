/**
 * The one redirect table (spec, "Redirects"). It feeds the server (301), the client router (history replace) and
 * the `_redirects` file for static hosts. Matching is case-sensitive on purpose: /Blog redirects, /blog is the page.
 */
export type RedirectRule =
  | { kind: "exact"; from: string; to: string }
  /** Every path that starts with `from` (the spec's /petition-{name}). */
  | { kind: "prefix"; from: string; to: string };

/**
 * The spec redacts the two old tour-id slugs that went to /tours. These names stand in for them until the company
 * confirms the real ones; replacing them here updates the server, the client and the static host at once.
 */
export const LEGACY_TOUR_ID_SLUGS = ["/legacy-tour-id-one", "/legacy-tour-id-two"] as const;

const OLD_BLOG_SLUGS = [
  "post-new-yorkers-love-cats",
  "post-alternative-walking-tours-nyc",
  "post-hatching-cat-chronicles-forgotten-tales",
  "post-unusual-things-to-do-nyc-hidden-gems",
  "the-role-of-cats-in-nycs-history-more-than-just-pets",
] as const;

const NEIGHBORHOODS = ["financial-district", "brooklyn-heights", "lower-east-side"] as const;

const exact = (to: string, ...from: string[]): RedirectRule[] =>
  from.map((path) => ({ kind: "exact", from: path, to }));

export const redirectRules: readonly RedirectRule[] = [
  ...exact("/blog", "/Blog"),
  ...exact("/", "/home", "/index", "/Home", "/Index"),
  ...exact("/tours/financial-district", "/financial-district-cat-tour", "/financial-district"),
  ...exact("/tours/brooklyn-heights", "/brooklyn-heights-cat-tour", "/brooklyn-heights"),
  ...exact("/tours/lower-east-side", "/lower-east-side-cat-tour", "/lower-east-side"),
  ...exact("/tours/private-tours", "/private-cat-tours", "/private-tours"),
  ...NEIGHBORHOODS.flatMap((name) => exact(`/neighborhoods/${name}`, `/neighborhood/${name}`)),
  // Old posts lived at the site root and, later, under /blog: both addresses go to the blog.
  ...OLD_BLOG_SLUGS.flatMap((slug) => exact("/blog", `/${slug}`, `/blog/${slug}`)),
  { kind: "prefix", from: "/petition-", to: "/blog" },
  ...exact("/tours", ...LEGACY_TOUR_ID_SLUGS),
];

const exactTargets = new Map(
  redirectRules.flatMap((rule) => (rule.kind === "exact" ? [[rule.from, rule.to] as const] : [])),
);
const prefixRules = redirectRules.filter((rule) => rule.kind === "prefix");

/** Where a path (without query or hash) redirects to, or null when it is not in the table. */
export function redirectTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = exactTargets.get(path);
  if (target) return target;
  const prefix = prefixRules.find((rule) => path.startsWith(rule.from) && path.length > rule.from.length);
  return prefix ? prefix.to : null;
}

/** The table in the `_redirects` format that Netlify and Cloudflare Pages read. */
export function staticHostRedirects(): string {
  const lines = redirectRules.map((rule) =>
    rule.kind === "exact" ? `${rule.from} ${rule.to} 301` : `${rule.from}* ${rule.to} 301`,
  );
  return `# Generated from app/lib/redirects.ts at build time.\n${lines.join("\n")}\n`;
}
