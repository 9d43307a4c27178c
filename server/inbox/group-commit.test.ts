import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

describe("group commit", () => {
  it("writes a lone item at once and items arriving meanwhile together, answering each with its own result", async () => {
    const writes: number[][] = [];
    const save = groupCommit(async (items: number[]) => {
      writes.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return items.map((item) => item * 10);
    });
    const results = await Promise.all([1, 2, 3, 4].map(save));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it("keeps items that may not share a write apart, and one failure does not fail the others", async () => {
    const writes: string[][] = [];
    const save = groupCommit(
      async (items: string[]) => {
        writes.push(items);
        if (items.includes("bad")) throw new Error("bad row");
        return items.map((item) => item.toUpperCase());
      },
      { canJoin: (batch, item) => !batch.includes(item) },
    );
    const first = save("first");
    const rest = ["a", "a", "bad", "b"].map((item) => save(item).catch((error: Error) => error.message));
    expect(await first).toBe("FIRST");
    expect(await Promise.all(rest)).toEqual(["A", "A", "bad row", "B"]);
    expect(writes).toEqual([["first"], ["a", "bad", "b"], ["a"], ["bad"], ["b"], ["a"]]);
  });
});
