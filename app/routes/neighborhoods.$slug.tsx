import type { Route } from "./+types/neighborhoods.$slug";
import { loadNeighborhood } from "#app/features/neighborhoods/neighborhood.server.ts";
import { neighborhoodMeta } from "#app/features/neighborhoods/neighborhood-meta.ts";
import { NeighborhoodPage } from "#app/features/neighborhoods/neighborhood-page.tsx";

// One module for every neighborhood (content/neighborhoods/<slug>.yaml); each is pre-rendered.
export function loader({ params }: Route.LoaderArgs) {
  return loadNeighborhood(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? neighborhoodMeta(loaderData) : []);

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  return <NeighborhoodPage {...loaderData} />;
}
