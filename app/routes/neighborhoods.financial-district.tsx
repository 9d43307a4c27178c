import type { Route } from "./+types/neighborhoods.financial-district";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";
import { tours } from "#content/data/tours.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  const tour = tours["financial-district"];
  return { tour, hero: image(tour.image, tour.imageAlt) };
}

export const meta: Route.MetaFunction = () => pageMeta("neighborhood-financial-district", [businessRecord()]);

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return (
    <NeighborhoodPage
      {...loaderData}
      title="The Financial District, on foot and with cats"
      subtitle="Manhattan's oldest streets, from the Dutch wall to the Custom House, and the working cats that kept the port running."
    >
      <Section
        id="why-walk"
        eyebrow="Why walk here"
        title="Where New York began, and the cats that guarded it"
      >
        <Intro>
          <p>
            Before it was a financial capital, the tip of Manhattan was a port: grain in the warehouses, mail
            in the sacks, cargo in the holds, and mice in all of it. The city's working cats kept the rats
            down in customs houses, post offices and ships' galleys. Walking from Bowling Green to Stone
            Street, you see the streets of New Amsterdam under the towers of Wall Street, and hear how the
            cats earned their keep.
          </p>
        </Intro>
      </Section>
    </NeighborhoodPage>
  );
}
