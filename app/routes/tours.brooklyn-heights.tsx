import type { Route } from "./+types/tours.brooklyn-heights";
import { loadTourDetail } from "#app/features/tours/tour-detail.server.ts";
import { tourDetailMeta } from "#app/features/tours/tour-detail-meta.ts";
import { TourDetailPage } from "#app/features/tours/tour-detail-page.tsx";

export function loader() {
  return loadTourDetail("brooklyn-heights");
}

export const meta: Route.MetaFunction = () => tourDetailMeta("brooklyn-heights");

export default function Tour({ loaderData }: Route.ComponentProps) {
  return <TourDetailPage {...loaderData} />;
}
