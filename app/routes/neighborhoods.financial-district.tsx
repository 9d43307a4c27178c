import type { Route } from "./+types/neighborhoods.financial-district";
import { loadNeighborhood } from "#app/features/neighborhoods/neighborhood.server.ts";
import { neighborhoodMeta } from "#app/features/neighborhoods/neighborhood-meta.ts";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";

export function loader() {
  return loadNeighborhood("financial-district");
}

export const meta: Route.MetaFunction = () => neighborhoodMeta("financial-district");

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return (
    <NeighborhoodPage
      {...loaderData}
      title="The Financial District, on foot and with cats"
      subtitle="Manhattan's oldest streets, from the Dutch wall to the Custom House, and the working cats that kept the port running."
    />
  );
}
