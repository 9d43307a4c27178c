import { describe, expect, it } from "vitest";
import { numberPosts, postHead, type PostOnDisk } from "./post-numbers.ts";

const file = (head: string) => Buffer.from(`---\n${head}\n---\n\nThe text.\n`).toString("base64url");
const read = (contents: string) => Buffer.from(contents, "base64url").toString("utf8");
const onDisk = new Map<string, PostOnDisk>([
  ["harbor-cats", { id: 7, title: "The Harbor Cats" }],
  ["post-office-cats", { id: 21, title: "Cats of the General Post Office" }],
]);

describe("post numbers, given by the system", () => {
  it("gives a new post the next number after the highest, as the first line of its frontmatter", () => {
    const result = numberPosts(
      [{ path: "content/blog/bodega-cats.md", contents: file("title: Bodega Cats") }],
      [],
      onDisk,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(read(result.additions[0]!.contents)).toBe("---\nid: 22\ntitle: Bodega Cats\n---\n\nThe text.\n");
  });

  it("keeps a post's own number when it is saved again or renamed, and renumbers one that copied another's", () => {
    const again = numberPosts(
      [{ path: "content/blog/harbor-cats.md", contents: file("id: 7\ntitle: The Harbor Cats, again") }],
      [],
      onDisk,
    );
    expect(again.ok && read(again.additions[0]!.contents)).toContain("id: 7\n");
    const renamed = numberPosts(
      [{ path: "content/blog/harbor-cats-of-red-hook.md", contents: file("id: 7\ntitle: Red Hook") }],
      ["content/blog/harbor-cats.md"],
      onDisk,
    );
    expect(renamed.ok && read(renamed.additions[0]!.contents)).toContain("id: 7\n");
    const copied = numberPosts(
      [{ path: "content/blog/a-copy.md", contents: file("id: 21\ntitle: A copy") }],
      [],
      onDisk,
    );
    expect(copied.ok && postHead(read(copied.additions[0]!.contents)).id).toBe(22);
  });

  it("refuses a post on another post's address, naming that post by its title", () => {
    const result = numberPosts(
      [{ path: "content/blog/harbor-cats.md", contents: file("title: Another harbor story") }],
      [],
      onDisk,
    );
    expect(result).toEqual({
      ok: false,
      problem:
        'The post "The Harbor Cats" already has the address /blog/harbor-cats. Give this post another address (under its title) and save again.',
    });
    const renamedOnto = numberPosts(
      [{ path: "content/blog/harbor-cats.md", contents: file("id: 21\ntitle: Post office") }],
      ["content/blog/post-office-cats.md"],
      onDisk,
    );
    expect(renamedOnto.ok).toBe(false);
  });

  it("leaves every other file as it came", () => {
    const other = { path: "content/newsletter/december.md", contents: file("subject: December") };
    expect(numberPosts([other], [], onDisk)).toEqual({ ok: true, additions: [other] });
  });
});
