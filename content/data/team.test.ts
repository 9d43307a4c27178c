import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catNames, team } from "./team.ts";

describe("team", () => {
  it("has the four guides with their portraits and six cats", () => {
    expect(team.map((member) => member.name)).toEqual([
      "Margo Feld",
      "Theo Alvarez",
      "Priya Raman",
      "Sam O'Connell",
    ]);
    expect(team.flatMap((member) => member.cats)).toHaveLength(6);
    for (const member of team) {
      expect(existsSync(join(import.meta.dirname, "../images", `${member.image}.svg`)), member.image).toBe(
        true,
      );
    }
  });

  it("names the cats as a sentence reads them", () => {
    const [margo, theo] = team;
    expect(margo && catNames(margo)).toBe("Pickles and Mrs. Hudson");
    expect(theo && catNames(theo)).toBe("Ledger");
    expect(catNames({ ...team[0]!, cats: ["A", "B", "C"].map((name) => ({ name, coat: "x" })) })).toBe(
      "A, B and C",
    );
  });
});
