import type { Route } from "./+types/neighborhoods.brooklyn-heights";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";
import { tours } from "#content/data/tours.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  const tour = tours["brooklyn-heights"];
  return { tour, hero: image(tour.image, tour.imageAlt) };
}

export const meta: Route.MetaFunction = () => pageMeta("neighborhood-brooklyn-heights", [businessRecord()]);

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return (
    <NeighborhoodPage
      {...loaderData}
      title="Brooklyn Heights, on foot and with cats"
      subtitle="New York City's first historic district, seen from its stoops: brownstones, the Promenade and the cats who run the block."
    >
      <Section id="why-walk" eyebrow="Why walk here" title="The neighborhood that saved itself">
        <Intro>
          <p>
            In 1965 Brooklyn Heights became the first historic district under New York City's new landmarks
            law, and it still looks the part: Greek Revival row houses, gas-lamp-era ironwork and streets
            named for fruit. It is also one of the best places in the city to meet a stoop cat. Our walk
            starts at the Promenade and winds through Pierrepont, Willow and Montague Streets, telling the
            neighborhood's story through the ferry cats, parlor cats and literary cats who lived here.
          </p>
        </Intro>
      </Section>
    </NeighborhoodPage>
  );
}
