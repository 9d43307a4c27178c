import { image } from "#app/lib/images.server.ts";
import { BookOpenCheck, Footprints, HeartHandshake, MessagesSquare } from "#app/components/icons/icons.tsx";
import type { Route } from "./+types/about";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { pageContent } from "#app/content/content.server.ts";
import { TeamMemberCard } from "#app/features/team/team-member-card.tsx";
import { teamMemberViews } from "#app/features/team/team.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";
import { BAND } from "#app/lib/bands.ts";

export function loader() {
  return {
    copy: pageContent("about"),
    hero: image("heroes/about"),
    team: teamMemberViews(),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("about", [businessRecord()]);

const missionIcons = [BookOpenCheck, MessagesSquare, HeartHandshake];

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        primary={{ text: "Reserve Your Spot", to: "/booking" }}
      />
      <Section id="story" eyebrow={copy.story.eyebrow} title={copy.story.title}>
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-start">
          <Intro>
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </Intro>
          <ul className="grid grid-cols-2 gap-4">
            {copy.facts.map((fact) => (
              <li key={fact.label} className="rounded-2xl border border-cream bg-card p-5 shadow-raised">
                <p className="font-display text-3xl font-semibold text-marmalade-dark">{fact.value}</p>
                <p className="mt-1 text-sm text-muted">{fact.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section
        id="team"
        tone="cream"
        eyebrow={copy.team.eyebrow}
        title={copy.team.title}
        intro={copy.team.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {loaderData.team.map((member) => (
            <li key={member.name}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
      <Section className={BAND} id="mission" eyebrow={copy.mission.eyebrow} title={copy.mission.title}>
        <p className="max-w-3xl font-display text-2xl leading-snug text-ink sm:text-3xl">
          {copy.mission.statement}
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {copy.mission.highlights.map((highlight, index) => (
            <li key={highlight.title}>
              <IconCard icon={missionIcons[index] ?? BookOpenCheck} iconTone="harbor" title={highlight.title}>
                <p>{highlight.description}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        id="reserve"
        variant="harbor"
        icon={Footprints}
        title={copy.reserve.title}
        actions={
          <ButtonLink to="/booking" size="lg">
            Reserve Your Spot
          </ButtonLink>
        }
      >
        <p>{copy.reserve.text}</p>
      </CallToAction>
    </>
  );
}
