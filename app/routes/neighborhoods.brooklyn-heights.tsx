import type { Route } from "./+types/neighborhoods.brooklyn-heights";
import { loadNeighborhood } from "#app/features/neighborhoods/neighborhood.server.ts";
import { neighborhoodMeta } from "#app/features/neighborhoods/neighborhood-meta.ts";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";

export function loader() {
  return loadNeighborhood("brooklyn-heights");
}

export const meta: Route.MetaFunction = () => neighborhoodMeta("brooklyn-heights");

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return (
    <NeighborhoodPage
      {...loaderData}
      title="Brooklyn Heights, on foot and with cats"
      subtitle="New York City's first historic district, seen from its stoops: brownstones, the Promenade and the cats who run the block."
    />
  );
}
