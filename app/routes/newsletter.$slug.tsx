import { data } from "react-router";
import type { Route } from "./+types/newsletter.$slug";
import { ArrowLeft } from "#app/components/icons/icons.tsx";
import { ButtonLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { pageContent, setting } from "#app/content/content.server.ts";
import { HomeNewsletterForm } from "#app/features/forms/home-newsletter-form.tsx";
import { letterBySlug } from "#app/features/newsletter/letters.server.ts";
import { seo } from "#app/lib/seo.ts";
import { breadcrumbList } from "#app/lib/structured-data.ts";
import { page } from "#app/content/pages.ts";

/** One sent letter, as its readers got it, without anyone's unsubscribe link (docs/decisions/105). */
export function loader({ params }: Route.LoaderArgs) {
  const letter = letterBySlug(params.slug);
  if (!letter) throw data(null, { status: 404 });
  const newsletter = setting("newsletter");
  const [before = "", after = ""] = newsletter.email.fromPost.split("{title}");
  return {
    letter,
    copy: pageContent("newsletter"),
    consent: newsletter.homeConsent,
    privacyLink: setting("privacy").formLink,
    featured: newsletter.email.featured,
    fromPost: { before, after },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { letter } = loaderData;
  return seo({
    title: letter.subject,
    description: letter.preheader,
    path: letter.path,
    image: `/og/newsletter/${letter.slug}.png`,
    imageAlt: letter.subject,
    type: "article",
    jsonLd: [
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: page("blog").crumb, path: page("blog").path },
        { name: page("newsletter").crumb, path: page("newsletter").path },
        { name: letter.subject, path: letter.path },
      ]),
    ],
    extra: [{ property: "article:published_time", content: letter.sentAt }],
  });
};

export default function Letter({ loaderData }: Route.ComponentProps) {
  const { letter, copy } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href="/newsletter" className={textLinkClasses()}>
        <ArrowLeft aria-hidden className="size-4" /> {copy.letter.back}
      </a>
      <header className="mt-6">
        <p className="text-sm font-semibold tracking-widest text-brick uppercase">{copy.letter.eyebrow}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{letter.subject}</h1>
        <p className="mt-4 text-lg text-muted">{letter.preheader}</p>
        <p className="mt-4 text-sm text-muted">
          {copy.letter.sent} <time dateTime={letter.sentAt}>{letter.sentLabel}</time>
        </p>
      </header>
      {/* Our own Markdown, rendered at build time. */}
      <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: letter.html }} />
      {letter.fromPost ? (
        <p className="mt-8 text-muted">
          {loaderData.fromPost.before}
          <a href={letter.fromPost.path} className="font-semibold text-harbor underline underline-offset-4">
            {letter.fromPost.title}
          </a>
          {loaderData.fromPost.after}
        </p>
      ) : null}
      {letter.posts.length ? (
        <section aria-labelledby="featured-heading" className="mt-12 border-t border-cream pt-8">
          <h2 id="featured-heading" className="text-2xl">
            {loaderData.featured}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {letter.posts.map((post) => (
              <li key={post.slug} className="rounded-2xl border border-cream bg-card p-5">
                <h3 className="font-display text-lg font-semibold">
                  <a href={post.path} className="hover:underline">
                    {post.title}
                  </a>
                </h3>
                <p className="mt-2 text-sm text-muted">{post.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="letter-signup"
        className="mt-12 rounded-2xl border border-cream bg-card p-6 sm:p-8"
      >
        <h2 id="letter-signup" className="text-2xl">
          {copy.letter.signup}
        </h2>
        <div className="mt-6">
          <HomeNewsletterForm consentLabel={loaderData.consent} privacyLink={loaderData.privacyLink} />
        </div>
      </section>
      <div className="mt-10">
        <ButtonLink to="/booking">Book Your Tour</ButtonLink>
      </div>
    </article>
  );
}
