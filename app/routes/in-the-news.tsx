import type { Route } from "./+types/in-the-news";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export function loader() {
  return {
    hero: image(
      "heroes/in-the-news",
      "Illustration: a cat reading a newspaper with a camera and microphone nearby",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("in-the-news");

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow="In the news"
        title="As seen in the press"
        subtitle="What reporters, broadcasters and cat lovers have said about our walks."
      />
      <Section id="intro" title="Press coverage">
        <Intro>
          <p>
            Newspapers, radio and television have followed our guides down Wall Street and across Brooklyn
            Heights in search of the city&apos;s working cats. Here are the stories they told, and the reels
            our guests made.
          </p>
        </Intro>
      </Section>
    </>
  );
}
