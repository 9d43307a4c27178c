import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "../..");

/**
 * The public site's two tables, each in a box of its own: the tours' comparison (a named region since d31604e) and
 * the privacy notice's retention table, which fits a phone.
 */
const PUBLIC_TABLES = new Set(["features/tours/tour-comparison-table.tsx", "routes/privacy.tsx"]);

const count = (source: string, pattern: RegExp) => source.match(pattern)?.length ?? 0;

describe("TableRegion", () => {
  it("holds every table the staff area draws (StaffTable's own included), so each shows that it scrolls", () => {
    const files = readdirSync(APP, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".tsx") && !file.includes(".test."),
    );
    const withTables = files.filter((file) => readFileSync(join(APP, file), "utf8").includes("<table"));
    expect(withTables.length).toBeGreaterThan(PUBLIC_TABLES.size);
    for (const file of withTables) {
      const name = relative(APP, join(APP, file));
      if (PUBLIC_TABLES.has(name)) continue;
      const source = readFileSync(join(APP, file), "utf8");
      expect(
        count(source, /<TableRegion\b/g),
        `${name}: tables outside a TableRegion`,
      ).toBeGreaterThanOrEqual(count(source, /<table\b/g));
    }
  });
});
