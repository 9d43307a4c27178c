import { describe, expect, it } from "vitest";
import {
  countWords,
  filterByCategory,
  formatPostDate,
  plainText,
  readingMinutes,
  sortNewestFirst,
} from "./post-format.ts";

describe("blog helpers", () => {
  it("counts words, not markup", () => {
    expect(countWords("## A heading\n\nSome **bold** words and a [link here](/tours).\n\n- one\n- two")).toBe(
      11,
    );
  });

  it("counts a table's words the same in both the forms Keystatic reads", () => {
    const pipes = "| Pace | Price |\n|---|---|\n| slow | {price} |";
    const tags = "{% table %}\n- Pace\n- Price\n---\n- slow\n- {price}\n{% /table %}";
    expect(countWords(tags)).toBe(countWords(pipes));
    expect(countWords(pipes)).toBe(4);
  });

  it("rounds reading time up at 238 words a minute", () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(238)).toBe(1);
    expect(readingMinutes(239)).toBe(2);
    expect(readingMinutes(2800)).toBe(12);
    expect(readingMinutes(1373)).toBe(6);
  });

  it("shows dates the spec's way, whatever the time zone", () => {
    expect(formatPostDate("2025-04-15")).toBe("April 15, 2025");
    expect(formatPostDate(new Date("2025-01-01T00:00:00Z"))).toBe("January 1, 2025");
  });

  it("sorts newest first and breaks ties by id", () => {
    const posts = [
      { id: 1, date: "2025-01-15" },
      { id: 2, date: "2025-09-05" },
      { id: 3, date: "2025-01-15" },
    ];
    expect(sortNewestFirst(posts).map((post) => post.id)).toEqual([2, 3, 1]);
  });

  it("filters by category, and All keeps everything", () => {
    const posts = [{ category: "Cat Rescues" }, { category: "Travel Tips" }, { category: "Cat Rescues" }];
    expect(filterByCategory(posts, "All")).toHaveLength(3);
    expect(filterByCategory(posts, "Cat Rescues")).toHaveLength(2);
    expect(filterByCategory(posts, "NYC History")).toHaveLength(0);
  });

  it("reduces rendered HTML to text for structured data", () => {
    expect(plainText("<h2>Title</h2><p>One &amp; two</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Title\nOne & two\na\nb",
    );
  });
});
