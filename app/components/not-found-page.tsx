import { Compass } from "#app/components/icons/icons.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { NotFoundCopy } from "#app/content/schema.ts";
import { useCspNonce } from "#app/features/csp-nonce.ts";

/**
 * What the not-found page logs in the browser's console: one line of script in the page itself, so that the page
 * starts no island and loads no React for it (docs/decisions/110).
 */
export const NOT_FOUND_LOG = 'console.warn("404: no page at "+location.pathname)';

/** The 404 page (spec, "Not-found page"): it logs the missing path in the browser's console. */
export function NotFoundPage({ copy }: { copy: NotFoundCopy }) {
  const nonce = useCspNonce();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:py-28">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: NOT_FOUND_LOG }} />
      <p className="font-display text-8xl font-semibold text-marmalade-dark sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl sm:text-5xl">
        <span className="sr-only">404: </span>
        {copy.heading}
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{copy.home}</ButtonLink>
        <ButtonLink to="/tours" variant="outline">
          {copy.tours}
        </ButtonLink>
      </div>
      <nav
        aria-labelledby="popular-pages"
        className="mx-auto mt-14 max-w-md rounded-2xl border border-cream bg-card p-6 text-left shadow-raised"
      >
        <h2 id="popular-pages" className="flex items-center gap-2 text-xl">
          <Compass aria-hidden className="size-5 text-harbor" /> {copy.popular.title}
        </h2>
        <ul className="mt-3 divide-y divide-cream">
          {copy.popular.links.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className="flex min-h-11 items-center font-medium text-harbor underline-offset-4 hover:underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
