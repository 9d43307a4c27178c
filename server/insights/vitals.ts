import { and, gte, lte, sql } from "drizzle-orm";
import { insightVitals } from "../../db/schema.ts";
import type { DeviceClass, VitalMetric } from "../../db/statuses.ts";
import { isPrivatePath } from "../../app/features/insights/private-paths.ts";
import type { Database } from "../database.ts";
import { groupCommit } from "../inbox/group-commit.ts";

/**
 * Real visitors' speed (issue 38, docs/decisions/140-real-visitors-speed.md): the beacon reports each page
 * view's largest paint (LCP), slowest answer to a tap (INP) and layout shift (CLS), measured by the web-vitals
 * library in the visitor's browser. Stored with the page and the kind of device only; read as the 75th percentile,
 * as Google reads them.
 */

/** Google's "good" and "poor" limits for each measure (web.dev/articles/vitals). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export type VitalRating = "good" | "needs improvement" | "poor";

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}

/**
 * The kind of device, from the browser's own description (read here, never stored): a phone, a tablet or a desktop.
 * iPads that describe themselves as Macs count as desktops; the figures are about screens and processors, and a
 * mistaken few do not move a 75th percentile.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}

export type VitalInput = { path: string; metric: VitalMetric; value: number };

/** The 75th percentile of one measure, over one page (or every page: path null) and one kind of device. */
export type VitalFigure = {
  path: string | null;
  device: DeviceClass;
  metric: VitalMetric;
  p75: number;
  samples: number;
};

export function createVitals(db: Database) {
  const write = groupCommit(async (rows: (typeof insightVitals.$inferInsert)[]) => {
    await db.insert(insightVitals).values(rows);
    return rows.map(() => undefined);
  });

  const p75 = sql<number>`percentile_cont(0.75) within group (order by ${insightVitals.value})`;
  const samples = sql<number>`count(*)::int`;
  const inRange = (from: string, to: string) => and(gte(insightVitals.day, from), lte(insightVitals.day, to));

  return {
    /** Stores one measure, committed before the promise resolves; never one of a page whose address is private. */
    async record(input: VitalInput, device: DeviceClass, day: string): Promise<void> {
      if (isPrivatePath(input.path)) return;
      await write({ day, path: input.path, device, metric: input.metric, value: input.value });
    },

    /**
     * The 75th percentiles over a range of days: for every page together (path null), then for each page with at
     * least `minSamples` measures, busiest first.
     */
    async figures(from: string, to: string, minSamples = 1): Promise<VitalFigure[]> {
      const overall = await db
        .select({ device: insightVitals.device, metric: insightVitals.metric, p75, samples })
        .from(insightVitals)
        .where(inRange(from, to))
        .groupBy(insightVitals.device, insightVitals.metric);
      const pages = await db
        .select({
          path: insightVitals.path,
          device: insightVitals.device,
          metric: insightVitals.metric,
          p75,
          samples,
        })
        .from(insightVitals)
        .where(inRange(from, to))
        .groupBy(insightVitals.path, insightVitals.device, insightVitals.metric)
        .having(sql`count(*) >= ${minSamples}`)
        .orderBy(sql`count(*) desc`, insightVitals.path);
      const number = (figure: { p75: number; samples: number }) => ({
        p75: Number(figure.p75),
        samples: Number(figure.samples),
      });
      return [
        ...overall.map((figure) => ({ ...figure, ...number(figure), path: null })),
        ...pages.map((figure) => ({ ...figure, ...number(figure) })),
      ];
    },

    /** Deletes measures from before `day` (they are kept as long as the raw events). */
    async deleteBefore(day: string): Promise<void> {
      await db.delete(insightVitals).where(sql`${insightVitals.day} < ${day}`);
    },
  };
}

export type Vitals = ReturnType<typeof createVitals>;
