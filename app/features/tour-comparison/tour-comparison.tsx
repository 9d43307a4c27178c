import { ArrowRight, Check, Clock, MapPin, Users } from "#app/components/icons/icons.tsx";
import { textLinkClasses } from "#app/components/ui/button.tsx";
import { StarRating } from "#app/features/testimonials/star-rating.tsx";
import { dollars } from "#app/content/tokens.ts";
import type { TourComparisonCard, TypicalTour } from "./tour-comparison.server.ts";

const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The three neighborhood tours side by side (spec, "Tour comparison card"), then how a typical tour compares. */
export function TourComparison({
  cards,
  typical,
  perGuest,
}: {
  cards: readonly TourComparisonCard[];
  typical: TypicalTour;
  perGuest: string;
}) {
  return (
    <>
      <ul className="grid gap-6 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.name}
            className="flex flex-col rounded-2xl border border-cream bg-card p-6 shadow-raised sm:p-7"
          >
            <h3 className="text-2xl">{card.name}</h3>
            <div className="mt-2 flex items-center gap-2 text-sm">
              <StarRating rating={card.rating} />
              <span className="font-semibold">{oneDecimal.format(card.rating)}</span>
              <span className="text-muted">· {card.reviewsLabel}</span>
            </div>
            <p className="mt-4 text-muted">{card.description}</p>
            <dl className="mt-5 grid grid-cols-3 gap-2 rounded-xl bg-paper p-3 text-center text-sm">
              <div>
                <dt className="sr-only">Price</dt>
                <dd className="font-display text-xl font-semibold">{dollars(card.price)}</dd>
                <dd className="text-muted">{perGuest}</dd>
              </div>
              <div>
                <dt className="sr-only">Duration</dt>
                <dd>
                  <Clock aria-hidden className="mx-auto mb-1 size-4 text-harbor" />
                  {card.duration}
                </dd>
              </div>
              <div>
                <dt className="sr-only">Group size</dt>
                <dd>
                  <Users aria-hidden className="mx-auto mb-1 size-4 text-harbor" />
                  {card.groupSize}
                </dd>
              </div>
            </dl>
            <p className="mt-5 flex items-start gap-2 text-sm">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brick" />
              <span>
                <span className="sr-only">Where you walk: </span>
                {card.places.join(" · ")}
              </span>
            </p>
            <ul className="mt-5 grow space-y-2" aria-label={`What makes the ${card.name} tour different`}>
              {card.highlights.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-harbor" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {card.link ? (
              <a href={card.link} className={textLinkClasses("mt-6")}>
                {card.linkLabel}
                <ArrowRight aria-hidden className="size-4" />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-4 rounded-2xl border border-dashed border-ink/25 p-6 sm:grid-cols-[1fr_auto] sm:items-center sm:p-7">
        <div>
          <h3 className="font-sans text-base font-semibold">{typical.title}</h3>
          <p className="mt-1 text-muted">{typical.text}</p>
        </div>
        <div className="flex items-center gap-2 text-sm sm:flex-col sm:items-end">
          <span aria-hidden="true">
            <StarRating rating={Math.floor(typical.rating)} />
          </span>
          <span className="text-muted">{typical.ratingLabel}</span>
        </div>
      </div>
    </>
  );
}
