import type { Route } from "./+types/tours.lower-east-side";
import { loadTourDetail } from "#app/features/tours/tour-detail.server.ts";
import { tourDetailMeta } from "#app/features/tours/tour-detail-meta.ts";
import { TourDetailPage } from "#app/features/tours/tour-detail-page.tsx";

export function loader() {
  return loadTourDetail("lower-east-side");
}

export const meta: Route.MetaFunction = () => tourDetailMeta("lower-east-side");

export default function Tour({ loaderData }: Route.ComponentProps) {
  return <TourDetailPage {...loaderData} />;
}
