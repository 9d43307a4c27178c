/** Text safe to place in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

export type BrandedPageInput = {
  title: string;
  heading: string;
  paragraphs: string[];
  /** Shown as a list under the paragraphs (the fields to correct). */
  items?: string[];
  /** One button that posts to this address (a newsletter link's confirmation or unsubscribe). */
  form?: { action: string; button: string };
  /** The words of the link home; "Back to Whisker Walks NYC" unless given. */
  home?: string;
  /** success: done (a check mark); error: refused (!); waiting: nothing done yet, a step is asked for (no mark). */
  tone: "success" | "error" | "waiting";
};

/** No scripts at all; our own stylesheet, fonts and icons only. */
export const BRANDED_PAGE_CSP =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The small page our stand-in endpoints answer a browser with (the newsletter sign-up opens it in a new tab, as
 * the mailing-list provider's own page would): the site's stylesheet and colours, every value escaped.
 */
export function brandedPage(input: BrandedPageInput, stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const paragraphs = input.paragraphs
    .map((text) => `<p class="mt-4 text-lg text-muted">${escapeHtml(text)}</p>`)
    .join("");
  const items = input.items?.length
    ? `<ul class="mt-4 list-disc space-y-1 pl-6 text-left text-brick">${input.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
    : "";
  const form = input.form
    ? `<form method="post" action="${escapeHtml(input.form.action)}" class="mt-8"><button type="submit" class="inline-flex min-h-12 items-center justify-center rounded-full bg-marmalade px-6 font-semibold text-ink shadow-raised hover:bg-[#e39448]">${escapeHtml(input.form.button)}</button></form>`
    : "";
  const homeClass = input.form
    ? "mt-6 inline-flex min-h-12 items-center justify-center font-semibold text-harbor underline-offset-4 hover:underline"
    : "mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-marmalade px-6 font-semibold text-ink shadow-raised hover:bg-[#e39448]";
  const badge =
    input.tone === "success"
      ? `<span class="mx-auto mt-6 flex size-14 items-center justify-center rounded-full bg-harbor-light text-3xl text-harbor" aria-hidden="true">&#10003;</span>`
      : input.tone === "error"
        ? `<span class="mx-auto mt-6 flex size-14 items-center justify-center rounded-full bg-marmalade-light text-3xl text-brick" aria-hidden="true">!</span>`
        : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)} | Whisker Walks NYC</title>
<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">
${links}
</head>
<body class="flex min-h-dvh flex-col items-center justify-center bg-paper px-4 py-16">
<main class="w-full max-w-lg rounded-3xl bg-card p-8 text-center shadow-raised sm:p-10">
<a href="/" class="inline-flex items-center gap-3 font-display text-xl font-semibold text-ink"><img src="/brand/favicon.svg" alt="" width="36" height="36">Whisker Walks NYC</a>
${badge}
<h1 class="mt-4 font-display text-3xl text-ink">${escapeHtml(input.heading)}</h1>
${paragraphs}${items}${form}
<a href="/" class="${homeClass}">${escapeHtml(input.home ?? "Back to Whisker Walks NYC")}</a>
</main>
</body>
</html>
`;
}
