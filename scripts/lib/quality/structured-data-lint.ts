import { structuredDataTest, type TestResponse } from "structured-data-testing-tool";
// A CommonJS module: Node's ES modules (Playwright's runner) see its presets only as the default export.
import presets from "structured-data-testing-tool/presets.js";

const { Google } = presets;

/**
 * Structured data as an outside linter reads it (structured-data-testing-tool): its Google preset, and the fields
 * Google's documentation asks of each type we write (search gallery: Local business, Event, FAQ, and so on), required
 * ones failing and recommended ones warning. Used on the builders' records (app/lib/structured-data-lint.test.ts) and
 * on every pre-rendered page (tests/e2e/quality.spec.ts).
 */

type Test = { test: string; warning?: boolean };
const preset = (schema: string, required: string[], recommended: string[] = []) => ({
  name: `Google: ${schema}`,
  schema,
  conditional: { test: schema },
  tests: [
    ...required.map((field): Test => ({ test: `${schema}[*].${field}` })),
    ...recommended.map((field): Test => ({ test: `${schema}[*].${field}`, warning: true })),
  ],
});

const ourPresets = [
  preset(
    "TravelAgency",
    ["name", "address.addressLocality", "address.addressRegion", "address.addressCountry", "url", "image"],
    [
      "address.streetAddress",
      "address.postalCode",
      "telephone",
      "geo.latitude",
      "geo.longitude",
      "openingHoursSpecification",
      "priceRange",
      "aggregateRating.ratingValue",
      "aggregateRating.ratingCount",
    ],
  ),
  preset(
    "Event",
    ["name", "startDate", "location.name", "location.address.addressLocality"],
    [
      "description",
      "endDate",
      "eventStatus",
      "image",
      "organizer.name",
      "organizer.url",
      "performer.name",
      "offers[0].price",
      "offers[0].priceCurrency",
      "offers[0].availability",
      "offers[0].url",
    ],
  ),
  preset(
    "TouristTrip",
    ["name", "description", "offers.price", "offers.priceCurrency", "offers.url", "provider.name"],
    ["offers.availability", "offers.priceValidUntil", "image"],
  ),
  preset("FAQPage", ["mainEntity[0].name", "mainEntity[0].acceptedAnswer.text"]),
  preset("BreadcrumbList", [
    "itemListElement[0].position",
    "itemListElement[0].name",
    "itemListElement[0].item",
  ]),
  preset(
    "BlogPosting",
    ["headline", "image", "datePublished", "author.name", "author.url", "publisher.name"],
    ["dateModified"],
  ),
  preset("Review", ["author.name", "reviewRating.ratingValue", "itemReviewed.name"], ["datePublished"]),
  preset("Blog", ["name", "url", "publisher.name"]),
];

/** A page's structured data linted: what failed, what only warned, what passed. */
export async function lintStructuredData(html: string): Promise<TestResponse> {
  return structuredDataTest(html, { presets: [Google, ...ourPresets] }).catch(
    (error: { type?: string; res?: TestResponse }) => {
      if (error.type !== "VALIDATION_FAILED" || !error.res) throw error;
      return error.res;
    },
  );
}
