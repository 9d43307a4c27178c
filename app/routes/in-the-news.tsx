import { Newspaper } from "lucide-react";
import type { Route } from "./+types/in-the-news";
import { ButtonLink, ExternalLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { company } from "#app/content/site.ts";
import { PressArticleCard } from "#app/features/press/press-article-card.tsx";
import { ReelEmbed } from "#app/features/social/reel-embed.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { outletBySlug, pressArticles } from "#content/data/press.ts";
import { reels } from "#content/data/reels.ts";

export function loader() {
  return {
    hero: image("heroes/in-the-news"),
    reels: reels.map((reel) => ({ ...reel, poster: image(reel.poster) })),
    articles: pressArticles().map((item) => {
      const outlet = outletBySlug(item.outlet);
      return {
        title: item.title,
        publication: outlet.name,
        date: item.date,
        description: item.description,
        link: item.link,
        quote: item.quote,
        logo: image(outlet.logo),
      };
    }),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("in-the-news");

export default function InTheNews({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow="In the news"
        title="As seen in the press"
        subtitle="What reporters, broadcasters and cat lovers have said about our walks."
        primary={{ text: "Book Your Tour", to: "/booking" }}
      />
      <Section id="intro" title="Press coverage">
        <Intro>
          <p>
            Newspapers, radio and television have followed our guides down Wall Street and across Brooklyn
            Heights in search of the city&apos;s working cats. Here are the stories they told, and the reels
            our guests and guides have made along the way.
          </p>
        </Intro>
      </Section>

      <Section
        id="reels"
        tone="cream"
        eyebrow={`On Instagram ${company.instagram.handle}`}
        title="Reels from the walks"
        intro="Short films from our tours. Each one loads from Instagram as you scroll to it."
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
            Follow {company.instagram.handle} on Instagram
          </ExternalLink>
        </p>
      </Section>

      <Section
        id="articles"
        eyebrow="Articles"
        title="What the papers said"
        intro="From neighborhood weeklies to history journals, newest first."
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
        title="Media inquiries"
        actions={
          <>
            <ButtonLink to="/press-kit" size="lg">
              Open the Press Kit
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="light">
              Contact Us
            </ButtonLink>
          </>
        }
      >
        <p>
          Writing about New York history, cats or walking tours? Our press kit has the facts, pictures and
          story ideas, and the guides are happy to talk.
        </p>
        <EmailLink className="mt-2" />
      </CallToAction>
    </>
  );
}
