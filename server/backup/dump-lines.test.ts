/**
 * A Postgres backup passes pg_dump's text through line by line (backups.ts, `eachLine`), to take sign-in links out of
 * e-mails. pg_dump writes in chunks that fall anywhere, inside a character too: the backup must keep every character.
 */
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { eachLine } from "./backups.ts";

/** `dump` as pg_dump might write it, cut into chunks of `size` bytes, through `eachLine`. */
async function passedThrough(dump: string, size: number, change = (line: string) => line) {
  const bytes = Buffer.from(dump, "utf8");
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );
  return text(Readable.from(chunks).pipe(eachLine(change)));
}

describe("a Postgres backup's text, line by line", () => {
  const dump = "1\tstaff_email #0 é ✓ 🐈\n2\tCafé Mörk, Ōtani\n3\tlast line without a break";

  it("keeps every character whole wherever the chunks are cut, its last line included", async () => {
    // One, two and three bytes a chunk cut every two-, three- and four-byte character somewhere.
    for (const size of [1, 2, 3, 5, 7, 64])
      expect(await passedThrough(dump, size), `chunks of ${size}`).toBe(dump);
  });

  it("passes each whole line through the change", async () => {
    expect(await passedThrough(dump, 3, (line) => line.toUpperCase())).toBe(dump.toUpperCase());
  });
});
