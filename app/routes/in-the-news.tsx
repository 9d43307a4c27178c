import { Newspaper } from "#app/components/icons/icons.tsx";
import type { Route } from "./+types/in-the-news";
import { ButtonLink, ExternalLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { pageContent } from "#app/content/content.server.ts";
import { company } from "#app/content/site.ts";
import { PressArticleCard } from "#app/features/press/press-article-card.tsx";
import { writtenArticles } from "#app/features/press/press.server.ts";
import { ReelEmbed } from "#app/features/social/reel-embed.tsx";
import { reelViews } from "#app/features/social/reels.server.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { BAND } from "#app/lib/bands.ts";

export function loader() {
  return {
    copy: pageContent("in-the-news"),
    hero: image("heroes/in-the-news"),
    reels: reelViews(),
    articles: writtenArticles(),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("in-the-news");

export default function InTheNews({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        primary={{ text: "Book Your Tour", to: "/booking" }}
      />
      <Section id="intro" title={copy.intro.title}>
        <Intro>
          <p>{copy.intro.text}</p>
        </Intro>
      </Section>

      <Section
        className={BAND}
        id="reels"
        tone="cream"
        eyebrow={copy.reels.eyebrow}
        title={copy.reels.title}
        intro={copy.reels.intro}
      >
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {loaderData.reels.map((reel) => (
            <li key={reel.permalink} className="w-[min(326px,82vw)] shrink-0 snap-start sm:w-auto">
              <ReelEmbed permalink={reel.permalink} caption={reel.caption} poster={reel.poster} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <ExternalLink href={company.instagram.url} className={textLinkClasses()}>
            <InstagramIcon className="size-5" />
            {copy.reels.follow}
          </ExternalLink>
        </p>
      </Section>

      <Section
        className={BAND}
        id="articles"
        eyebrow={copy.articles.eyebrow}
        title={copy.articles.title}
        intro={copy.articles.intro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.articles.map((article) => (
            <li key={article.link}>
              <PressArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="media-inquiries"
        variant="harbor"
        icon={Newspaper}
        title={copy.mediaInquiries.title}
        actions={
          <>
            <ButtonLink to="/press-kit" size="lg">
              {copy.mediaInquiries.pressKit}
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="light">
              {copy.mediaInquiries.contact}
            </ButtonLink>
          </>
        }
      >
        <p>{copy.mediaInquiries.text}</p>
        <EmailLink className="mt-2" />
      </CallToAction>
    </>
  );
}
