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
    const first = save(1);
    await writeStarted(writes, 1);
    const results = await Promise.all([first, ...[2, 3, 4].map(save)]);
    expect(results).toEqual([10, 20, 30, 40]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it("lets items that arrive in the same turn of the event loop share the first write", async () => {
    const writes: number[][] = [];
    // A write that holds the thread, as the embedded database does: nothing else is read until it is done.
    const save = groupCommit(async (items: number[]) => {
      writes.push(items);
      return items.map((item) => item + 1);
    });
    expect(await Promise.all([1, 2, 3].map(save))).toEqual([2, 3, 4]);
    expect(writes).toEqual([[1, 2, 3]]);
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
    await writeStarted(writes, 1);
    const rest = ["a", "a", "bad", "b"].map((item) => save(item).catch((error: Error) => error.message));
    expect(await first).toBe("FIRST");
    expect(await Promise.all(rest)).toEqual(["A", "A", "bad row", "B"]);
    expect(writes).toEqual([["first"], ["a", "bad", "b"], ["a"], ["bad"], ["b"], ["a"]]);
  });
});

/** Resolves once the given number of writes has begun. */
async function writeStarted(writes: unknown[], count: number) {
  while (writes.length < count) await new Promise((resolve) => setImmediate(resolve));
}
