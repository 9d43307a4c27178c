import type { Route } from "./+types/neighborhoods.lower-east-side";
import { loadNeighborhood } from "#app/features/neighborhoods/neighborhood.server.ts";
import { neighborhoodMeta } from "#app/features/neighborhoods/neighborhood-meta.ts";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";

export function loader() {
  return loadNeighborhood("lower-east-side");
}

export const meta: Route.MetaFunction = () => neighborhoodMeta("lower-east-side");

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return (
    <NeighborhoodPage
      {...loaderData}
      title="The Lower East Side, on foot and with cats"
      subtitle="Tenements, pushcart markets and bodega cats: the neighborhood where millions of New Yorkers began."
    />
  );
}
