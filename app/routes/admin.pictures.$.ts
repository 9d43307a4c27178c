import type { Route } from "./+types/admin.pictures.$";
import { pictureThumbnail } from "#app/content/picture-library.server.ts";
import { requireRole } from "#app/features/admin/staff.server.ts";

// The editor's thumbnails of the site's pictures, published or not: owners only, like the editor.
export const middleware: Route.MiddlewareFunction[] = [requireRole("publish content")];

/** A drawing is shown as it is, with the sandboxing policy every SVG the site serves has. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export async function loader({ params }: Route.LoaderArgs) {
  const file = await pictureThumbnail(process.cwd(), params["*"] ?? "");
  if (!file) return Response.json({ problem: "There is no picture by that name." }, { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.type,
      "cache-control": "private, no-cache",
      "x-content-type-options": "nosniff",
      ...(file.type === "image/svg+xml" ? { "content-security-policy": SVG_POLICY } : {}),
    },
  });
}
