import type { Route } from "./+types/tours.financial-district";
import { loadTourDetail } from "#app/features/tours/tour-detail.server.ts";
import { tourDetailMeta } from "#app/features/tours/tour-detail-meta.ts";
import { TourDetailPage } from "#app/features/tours/tour-detail-page.tsx";

export function loader() {
  return loadTourDetail("financial-district");
}

export const meta: Route.MetaFunction = () => tourDetailMeta("financial-district");

export default function Tour({ loaderData }: Route.ComponentProps) {
  return <TourDetailPage {...loaderData} />;
}
