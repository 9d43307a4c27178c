import { TableRegion } from "#app/components/ui/table-region.tsx";
import { privateTour, tokens, tourSummaries } from "#app/content/site.ts";

const rows = [
  ...tourSummaries.map((tour) => ({
    name: tour.shortName,
    path: tour.path,
    duration: tokens.duration,
    price: tokens.price,
    bestFor: tour.bestFor,
  })),
  {
    name: privateTour.shortName,
    path: privateTour.path,
    duration: privateTour.duration,
    price: privateTour.price,
    bestFor: privateTour.bestFor,
  },
];

const CAPTION = "Our tours compared by duration, price and who they suit best";

/**
 * 'Compare Our Tours' (spec, "Tours"): Tour, Duration, Price, Best For. On a phone it scrolls sideways in a named,
 * focusable box, so the keyboard can scroll it too (its last column has no link to tab to), with a shadow at the edge
 * that has more beyond it (TableRegion).
 */
export function TourComparisonTable() {
  return (
    <TableRegion label={CAPTION} className="rounded-2xl border border-cream bg-card shadow-raised">
      <table className="w-full min-w-[36rem] text-left">
        <caption className="sr-only">{CAPTION}</caption>
        <thead className="bg-ink text-paper">
          <tr>
            {["Tour", "Duration", "Price", "Best For"].map((heading) => (
              <th
                key={heading}
                scope="col"
                className="px-5 py-4 text-sm font-semibold tracking-wide uppercase"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-cream">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-5 py-4 font-semibold">
                <a href={row.path} className="text-harbor underline-offset-4 hover:underline">
                  {row.name}
                </a>
              </th>
              <td className="px-5 py-4">{row.duration}</td>
              <td className="px-5 py-4 font-semibold">{row.price}</td>
              <td className="px-5 py-4 text-muted">{row.bestFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
