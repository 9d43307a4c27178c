import { TableRegion } from "#app/components/ui/table-region.tsx";
import { cn } from "#app/lib/cn.ts";
import type { DeviceClass, VitalMetric } from "#db/statuses.ts";
import { formatVital, type VitalFigure, type VitalRow, type VitalRows } from "./dashboard.ts";

const METRICS: { metric: VitalMetric; label: string; good: string }[] = [
  { metric: "LCP", label: "Page shown", good: "2.5 s" },
  { metric: "INP", label: "Answer to a tap", good: "200 ms" },
  { metric: "CLS", label: "Layout shift", good: "0.1" },
];
const DEVICES: Record<DeviceClass, string> = { phone: "Phones", tablet: "Tablets", desktop: "Computers" };
const RATING_CLASSES = {
  good: "bg-harbor-light text-harbor",
  "needs improvement": "bg-marmalade-light text-marmalade-dark",
  poor: "bg-brick/10 text-brick",
} as const;

function Figure({ metric, figure }: { metric: VitalMetric; figure: VitalFigure | undefined }) {
  if (!figure) return <span className="text-muted">–</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold tabular-nums">{formatVital(metric, figure.p75)}</span>
      <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", RATING_CLASSES[figure.rating])}>
        {figure.rating === "good" ? "Good" : figure.rating === "poor" ? "Poor" : "Needs work"}
      </span>
      <span className="text-xs text-muted">
        {figure.samples} {figure.samples === 1 ? "visit" : "visits"}
      </span>
    </span>
  );
}

function Table({ caption, rows, withPage }: { caption: string; rows: VitalRow[]; withPage: boolean }) {
  return (
    <TableRegion label={caption} className="mt-3">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/10 text-muted">
          <tr>
            {withPage ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Page
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-semibold">
              Device
            </th>
            {METRICS.map(({ metric, label, good }) => (
              <th key={metric} scope="col" className="px-3 py-2 font-semibold">
                {label} <span className="font-normal">(good: {good})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.path ?? ""} ${row.device}`}
              className="border-b border-ink/5 last:border-0"
              data-vitals-row={`${row.path ?? "all"} ${row.device}`}
            >
              {withPage ? <td className="px-3 py-2 font-medium break-all">{row.path}</td> : null}
              <th scope="row" className="px-3 py-2 font-medium">
                {DEVICES[row.device]}
              </th>
              {METRICS.map(({ metric }) => (
                <td key={metric} className="px-3 py-2">
                  <Figure metric={metric} figure={row.figures[metric]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** Real visitors' speed on the Insights page: what three visits in four beat, against Google's limits. */
export function VitalsCard({ vitals }: { vitals: VitalRows }) {
  return (
    <section aria-labelledby="vitals-heading" className="rounded-3xl bg-card p-5 shadow-raised sm:p-6">
      <h2 id="vitals-heading" className="text-xl sm:text-2xl">
        Speed on visitors’ own devices
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        How quickly the site showed each page, answered a tap and held still, measured by visitors’ own
        browsers. Each figure is what three visits in four beat, the way Google judges a site’s speed.
      </p>
      {vitals.overall.length ? (
        <>
          <Table caption="Speed over every page" rows={vitals.overall} withPage={false} />
          <h3 className="mt-6 text-lg">The busiest pages</h3>
          <Table caption="Speed by page" rows={vitals.pages} withPage />
        </>
      ) : (
        <p className="py-8 text-center text-muted">
          No speed figures for these dates yet: they arrive as visitors read the site.
        </p>
      )}
    </section>
  );
}
