import type { Route } from "./+types/tours.$slug";
import { loadTourDetail } from "#app/features/tours/tour-detail.server.ts";
import { tourDetailMeta } from "#app/features/tours/tour-detail-meta.ts";
import { TourDetailPage } from "#app/features/tours/tour-detail-page.tsx";

// One module for every neighborhood tour (content/tours/<slug>.yaml); each is pre-rendered.
export function loader({ params }: Route.LoaderArgs) {
  return loadTourDetail(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? tourDetailMeta(loaderData) : []);

export default function Tour({ loaderData }: Route.ComponentProps) {
  return <TourDetailPage {...loaderData} />;
}
