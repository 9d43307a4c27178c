import type { Route } from "./+types/booking";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { LinkedText } from "#app/components/ui/linked-text.tsx";
import { pageContent } from "#app/content/content.server.ts";
import { BookingSection } from "#app/features/booking/booking-section.tsx";
import { GroupSizeEstimate } from "#app/features/tours/group-size-estimate.tsx";
import { tourFacts } from "#app/content/site.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    copy: pageContent("booking"),
    hero: image("heroes/booking"),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("booking", [businessRecord()]);

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <BookingSection copy={copy.calendar} />
      <Section
        id="private-estimate"
        tone="cream"
        eyebrow={copy.estimate.eyebrow}
        title={copy.estimate.title}
        intro={
          <p>
            <LinkedText
              text={copy.estimate.intro}
              linkClassName="font-semibold text-harbor underline underline-offset-4"
            />
          </p>
        }
      >
        <div className="max-w-xl">
          <GroupSizeEstimate
            title={copy.estimate.formTitle}
            blankValue={tourFacts.privateTour.defaultGuests}
          />
        </div>
      </Section>
    </>
  );
}
