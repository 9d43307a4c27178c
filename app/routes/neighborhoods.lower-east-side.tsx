import type { Route } from "./+types/neighborhoods.lower-east-side";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";
import { tours } from "#content/data/tours.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  const tour = tours["lower-east-side"];
  return { tour, hero: image(tour.image, tour.imageAlt) };
}

export const meta: Route.MetaFunction = () => pageMeta("neighborhood-lower-east-side", [businessRecord()]);

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return (
    <NeighborhoodPage
      {...loaderData}
      title="The Lower East Side, on foot and with cats"
      subtitle="Tenements, pushcart markets and bodega cats: the neighborhood where millions of New Yorkers began."
    >
      <Section
        id="why-walk"
        eyebrow="Why walk here"
        title="The most crowded square mile on earth, and its cats"
      >
        <Intro>
          <p>
            Around 1900 the Lower East Side was among the most crowded places in the world, with families of
            six and eight in tenement flats and a cat on nearly every fire escape. The cats worked for their
            supper in the bakeries and butcher shops of Orchard and Essex Streets, and their descendants still
            keep watch over the neighborhood's corner stores. From Seward Park we walk the streets where
            immigrant New York was made.
          </p>
        </Intro>
      </Section>
    </NeighborhoodPage>
  );
}
