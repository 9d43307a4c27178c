import { image } from "#app/lib/images.server.ts";
import { BookOpenCheck, Footprints, HeartHandshake, MessagesSquare } from "lucide-react";
import type { Route } from "./+types/about";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { capitalize, company, tokens } from "#app/content/site.ts";
import { TeamMemberCard } from "#app/features/team/team-member-card.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";
import { mission, story } from "#content/data/company-story.ts";
import { catNames, team } from "#content/data/team.ts";

export function loader() {
  return {
    hero: image("heroes/about"),
    team: team.map((member) => ({
      name: member.name,
      role: member.role,
      bio: member.bio,
      cats: member.cats,
      catNames: catNames(member),
      portrait: image(member.image),
    })),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("about", [businessRecord()]);

const missionIcons = [BookOpenCheck, MessagesSquare, HeartHandshake];

export default function About({ loaderData }: Route.ComponentProps) {
  const facts = [
    { value: String(company.foundingYear), label: "founded in Brooklyn Heights" },
    { value: "4", label: "licensed NYC sightseeing guides" },
    { value: "3", label: "neighborhood walks, plus private tours" },
    { value: `${company.rating.value}/5`, label: `from ${company.rating.count} ratings` },
  ];
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow="About us"
        title="Four guides, six cats, one city"
        subtitle="We are licensed New York City guides who could not stop noticing the cats in the archives."
        primary={{ text: "Reserve Your Spot", to: "/booking" }}
      />
      <Section id="story" eyebrow="Our story" title="It started with a mail-room cat">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-start">
          <Intro>
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </Intro>
          <ul className="grid grid-cols-2 gap-4">
            {facts.map((fact) => (
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
        eyebrow="The team"
        title="Meet the guides, and their cats"
        intro="Two co-founders and two guides, all licensed New York City sightseeing guides, each leading the neighborhood they know best."
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {loaderData.team.map((member) => (
            <li key={member.name}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="mission" eyebrow="Our mission" title="Why we walk">
        <p className="max-w-3xl font-display text-2xl leading-snug text-ink sm:text-3xl">
          {mission.statement}
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {mission.highlights.map((highlight, index) => (
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
        title="Walk with us"
        actions={
          <ButtonLink to="/booking" size="lg">
            Reserve Your Spot
          </ButtonLink>
        }
      >
        <p>
          Pick a neighborhood and a date. {capitalize(tokens.durationWords)}, about {tokens.distance} and{" "}
          {tokens.price} a guest.
        </p>
      </CallToAction>
    </>
  );
}
