import { Clock, Route as RouteIcon, Ticket } from "#app/components/icons/icons.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";

/** A tour as its card shows it (spec, "Tour card"). */
export type TourCardData = {
  id: string;
  title: string;
  teaser: string;
  image: ResponsiveImage;
  detailsPath: string;
  /** Where the booking button goes: the calendar for the item, or contact for private tours. */
  bookingUrl: string;
  bookingLabel: "Reserve Your Spot" | "Contact Us to Book";
  itemId: number;
  featured: boolean;
  badge?: string;
  facts: [string, string, string];
};

const factIcons = [Clock, RouteIcon, Ticket];

export function TourCard({ tour, headingLevel = 3 }: { tour: TourCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-cream bg-card shadow-raised"
      data-tour-card={tour.id}
    >
      <div className="relative">
        <Picture
          image={tour.image}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          defer="load"
          imgClassName="aspect-[3/2] object-cover"
        />
        {tour.badge ? (
          <span className="absolute top-4 left-4 rounded-full bg-brick px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-raised">
            {tour.badge}
          </span>
        ) : null}
      </div>
      <div className="flex grow flex-col p-6">
        <Heading className="text-2xl">{tour.title}</Heading>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-muted">
          {tour.facts.map((fact, index) => {
            const Icon = factIcons[index] ?? Clock;
            return (
              <li key={fact} className="flex items-center gap-1.5">
                <Icon aria-hidden className="size-4 text-marmalade-dark" />
                {fact}
              </li>
            );
          })}
        </ul>
        <p className="mt-4 grow text-ink/85">{tour.teaser}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={tour.bookingUrl} size="sm" aria-label={`${tour.bookingLabel}: ${tour.title}`}>
            {tour.bookingLabel}
          </ButtonLink>
          <ButtonLink
            to={tour.detailsPath}
            variant="outline"
            size="sm"
            aria-label={`View Details: ${tour.title}`}
          >
            View Details
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
