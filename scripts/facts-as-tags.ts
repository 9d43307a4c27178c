/**
 * `node scripts/facts-as-tags.ts`: writes each fact in the text of the posts and letters (content/blog/*.md,
 * content/newsletter/*.md) as the tag the editor shows as a chip, `{% fact name="price" /%}`, in place of the token
 * `{price}` (docs/decisions/167-facts-in-posts-and-letters.md). Run once, on 2026-11-29, and committed with what it
 * changed; running it again changes nothing. The frontmatter (title, excerpt...) keeps its tokens: the editor's text
 * boxes show those as chips already. The site reads either form, so a file from an older backup still shows its facts.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tokensAsFactTags } from "../app/content/tokens.ts";

const ROOT = join(import.meta.dirname, "..");
const FRONTMATTER = /^(---\r?\n[\s\S]*?\r?\n---\r?\n?)([\s\S]*)$/;

for (const folder of ["content/blog", "content/newsletter"]) {
  for (const name of readdirSync(join(ROOT, folder)).filter((each) => each.endsWith(".md"))) {
    const path = join(ROOT, folder, name);
    const raw = readFileSync(path, "utf8");
    const [, head = "", body = raw] = FRONTMATTER.exec(raw) ?? [];
    const rewritten = head + tokensAsFactTags(body);
    if (rewritten === raw) continue;
    writeFileSync(path, rewritten);
    console.log(`${folder}/${name}: facts written as tags`);
  }
}
