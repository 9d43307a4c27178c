import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { TableRegion } from "#app/components/ui/table-region.tsx";
import { calendarDay } from "#app/lib/calendar-day.ts";
import type { ChartTable } from "./dashboard.ts";

/** The design's colors (DESIGN.md): harbor for the first series, marmalade-dark for the second, ink for text. */
const SERIES = ["#2F5D62", "#A85A14"] as const;
const INK = "#1F2A37";
const LINE = "#E9DFCF";
/**
 * Two drawings of each chart, both made on the server: a wide one for tablets and laptops, and a narrow one for
 * phones, drawn for their width so its words stay at least 11 pixels high on a 375-pixel screen (the wide one, scaled
 * down to a phone, drew them at about 5).
 */
type Layout = { width: number; fontSize: number; ticks: number };
const WIDE: Layout = { width: 720, fontSize: 12, ticks: 8 };
const NARROW: Layout = { width: 340, fontSize: 13, ticks: 4 };

const axisLabel = (layout: Layout) => ({ fill: INK, fontSize: layout.fontSize, fontFamily: "inherit" });

/** "2026-11-23" as "Nov 23". */
const shortDay = (day: string) => calendarDay(day, "short");

/** Two lines over the days of the range (drawn as SVG on the server: no chart code runs in the browser first). */
function DailyLines({ table, layout }: { table: ChartTable; layout: Layout }) {
  const WIDTH = layout.width;
  const height = layout === NARROW ? 220 : 260;
  const margin = { top: 16, right: layout === NARROW ? 20 : 28, bottom: 32, left: 44 };
  /** The left axis's numbers sit left of its line, level with their tick; the days centre under theirs. */
  const leftLabel = () => ({ ...axisLabel(layout), textAnchor: "end" as const, dx: -6, dy: "0.33em" });
  const bottomLabel = () => ({ ...axisLabel(layout), textAnchor: "middle" as const });
  const days = table.rows.map((row) => String(row[0]));
  const series = [1, 2].map((column) => table.rows.map((row) => Number(row[column])));
  const x = scalePoint({ domain: days, range: [0, WIDTH - margin.left - margin.right] });
  // Counts are whole numbers: at least 0 to 4, so the four ticks are whole too.
  const top = Math.max(4, ...series.flat());
  const y = scaleLinear({ domain: [0, top], range: [height - margin.top - margin.bottom, 0], nice: true });
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const every = Math.max(1, Math.ceil(days.length / layout.ticks));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true">
      <Group left={margin.left} top={margin.top}>
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={WIDTH - margin.left - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={LINE}
          />
        ))}
        {series.map((values, index) => (
          <LinePath
            key={table.columns[index + 1]}
            data={values}
            x={(_, at) => x(days[at] ?? "") ?? 0}
            y={(value) => y(value)}
            stroke={SERIES[index]}
            strokeWidth={2.5}
            strokeDasharray={index ? "6 4" : undefined}
          />
        ))}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(value) => String(value)}
          stroke={INK}
          tickStroke={INK}
          tickLabelProps={leftLabel}
        />
        <AxisBottom
          top={height - margin.top - margin.bottom}
          scale={x}
          tickValues={days.filter((_, index) => index % every === 0)}
          tickFormat={shortDay}
          stroke={INK}
          tickStroke={INK}
          tickLabelProps={bottomLabel}
        />
      </Group>
    </svg>
  );
}

/** The column a bar chart draws: who clicked to book, for the conversion; else the first number. */
const barColumn = (table: ChartTable) => (table.id === "conversion" ? 2 : 1);

/** One bar a row; on a phone, each row's label sits above its bar. */
function HorizontalBars({ table, layout }: { table: ChartTable; layout: Layout }) {
  const WIDTH = layout.width;
  if (layout === NARROW) return <StackedBars table={table} />;
  const row = 30;
  const margin = { top: 8, right: 48, bottom: 8, left: 230 };
  const height = margin.top + margin.bottom + Math.max(1, table.rows.length) * row;
  const labels = table.rows.map((entry) => String(entry[0]));
  const values = table.rows.map((entry) => Number(entry[barColumn(table)]));
  const inner = WIDTH - margin.left - margin.right;
  const x = scaleLinear({ domain: [0, Math.max(1, ...values)], range: [0, inner] });
  const y = scaleBand({ domain: labels, range: [0, height - margin.top - margin.bottom], padding: 0.25 });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true">
      <Group left={margin.left} top={margin.top}>
        {labels.map((label, index) => {
          const top = y(label) ?? 0;
          const value = values[index] ?? 0;
          return (
            <g key={label}>
              <text
                x={-8}
                y={top + y.bandwidth() / 2}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={13}
                fill={INK}
              >
                {label.length > 32 ? `${label.slice(0, 31)}…` : label}
              </text>
              <Bar
                x={0}
                y={top}
                width={Math.max(2, x(value))}
                height={y.bandwidth()}
                rx={4}
                fill={SERIES[0]}
              />
              <text
                x={x(value) + 6}
                y={top + y.bandwidth() / 2}
                dominantBaseline="middle"
                fontSize={13}
                fill={INK}
              >
                {value}
              </text>
            </g>
          );
        })}
      </Group>
    </svg>
  );
}

/** The phone's bars: the label on a line of its own, then the bar and its number. */
function StackedBars({ table }: { table: ChartTable }) {
  const { width, fontSize } = NARROW;
  const row = 48;
  const labels = table.rows.map((entry) => String(entry[0]));
  const values = table.rows.map((entry) => Number(entry[barColumn(table)]));
  const x = scaleLinear({ domain: [0, Math.max(1, ...values)], range: [0, width - 48] });
  return (
    <svg
      viewBox={`0 0 ${width} ${Math.max(1, labels.length) * row}`}
      className="h-auto w-full"
      aria-hidden="true"
    >
      {labels.map((label, index) => {
        const top = index * row;
        const value = values[index] ?? 0;
        return (
          <g key={label}>
            <text x={0} y={top + 14} fontSize={fontSize} fill={INK}>
              {label.length > 44 ? `${label.slice(0, 43)}…` : label}
            </text>
            <Bar x={0} y={top + 22} width={Math.max(2, x(value))} height={16} rx={4} fill={SERIES[0]} />
            <text x={x(value) + 6} y={top + 34} fontSize={fontSize} fill={INK}>
              {value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A chart drawn twice, for a phone and for wider screens: CSS shows the one that fits. */
function Chart({ table }: { table: ChartTable }) {
  const Drawing = table.id === "visitors" ? DailyLines : HorizontalBars;
  return (
    <>
      <div className="sm:hidden">
        <Drawing table={table} layout={NARROW} />
      </div>
      <div className="hidden sm:block">
        <Drawing table={table} layout={WIDE} />
      </div>
    </>
  );
}

/** What the chart shows, in a sentence, for screen readers (the table view has every number). */
function chartSummary(table: ChartTable): string {
  if (!table.rows.length) return `${table.title}: nothing counted in this range yet.`;
  if (table.id === "visitors") {
    const total = (column: number) => table.rows.reduce((sum, row) => sum + Number(row[column]), 0);
    return `${table.title}: ${total(1)} visitors and ${total(2)} page views over ${table.rows.length} days.`;
  }
  const column = barColumn(table);
  const [first] = [...table.rows].sort((a, b) => Number(b[column]) - Number(a[column]));
  return `${table.title}: ${table.rows.length} rows, the largest ${first?.[0]} with ${first?.[column]} ${table.columns[column]?.toLowerCase()}.`;
}

/**
 * A chart with its title, a one-line summary for screen readers, its numbers as a table (open it for the exact
 * figures) and its CSV download.
 */
export function ChartCard({ table, csvHref }: { table: ChartTable; csvHref: string }) {
  const headingId = `chart-${table.id}`;
  const empty = table.rows.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-card p-5 shadow-raised sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl sm:text-2xl">
          {table.title}
        </h2>
        {empty ? null : (
          <a
            href={csvHref}
            download
            aria-label={`Download CSV: ${table.title}`}
            className={buttonClasses("outline", "sm")}
          >
            Download CSV
          </a>
        )}
      </div>
      {table.id === "visitors" ? (
        <p className="mt-2 flex gap-4 text-sm text-muted">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-1 w-5 rounded bg-harbor" /> Visitors
          </span>
          <span className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-5 rounded border-t-2 border-dashed border-marmalade-dark"
            />{" "}
            Page views
          </span>
        </p>
      ) : null}
      <figure className="mt-4" role="img" aria-label={chartSummary(table)}>
        {empty ? (
          <p className="py-8 text-center text-muted">Nothing counted in this range yet.</p>
        ) : (
          <Chart table={table} />
        )}
      </figure>
      {/* Nothing counted: no table of nothing, and no file of it to download. */}
      {empty ? null : (
        <details className="mt-4" open={table.id === "conversion"}>
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-harbor">
            Table view<span className="sr-only">: {table.title}</span>
          </summary>
          <TableRegion label={`${table.title}, table`} className="mt-2">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{table.title}</caption>
              <thead className="border-b border-ink/10 text-muted">
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])} className="border-b border-ink/5 last:border-0">
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-3 py-2 font-medium break-all">
                          {/* The visitors' table lists days: in words, as the chart above reads them. */}
                          {table.id === "visitors" ? (
                            <time dateTime={String(cell)}>{calendarDay(String(cell), "medium")}</time>
                          ) : (
                            cell
                          )}
                        </th>
                      ) : (
                        <td key={index} className="px-3 py-2 tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </details>
      )}
    </section>
  );
}
