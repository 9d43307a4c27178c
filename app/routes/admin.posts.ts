import type { Route } from "./+types/admin.posts";
import { postsOnDisk } from "#app/content/content-files.server.ts";
import { requireRole } from "#app/features/admin/staff.server.ts";
import type { PostChoice } from "#app/content/post-field.tsx";

// The content editor's list of posts to choose from (app/content/post-field.tsx): owners only, like the editor.
export const middleware: Route.MiddlewareFunction[] = [requireRole("publish content")];

/** Posts are content/'s: this checkout's, where the editor saves (drafts too). */
const ROOT = process.cwd();

/** Every post by its title, with the address the editor stores. */
export async function loader() {
  const posts: PostChoice[] = [...(await postsOnDisk(ROOT))]
    .map(([slug, post]) => ({ slug, title: post.title || slug }))
    .sort((a, b) => a.title.localeCompare(b.title, "en"));
  return Response.json({ posts }, { headers: { "cache-control": "no-store" } });
}
