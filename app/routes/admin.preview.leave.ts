import type { Route } from "./+types/admin.preview.leave";
import { PREVIEW_COOKIE } from "#app/features/admin/staff-cookies.ts";
import { inboxRequest, staffCookie } from "#app/features/admin/staff.server.ts";

/**
 * "Back to the live site" on a preview page's bar and on the Content page (a plain link, so it works before and without
 * scripts): this browser stops seeing the preview and returns to the page it was on, live. Only its own view changes.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { secure } = inboxRequest(context);
  const to = new URL(request.url).searchParams.get("to") ?? "/";
  // A page of this site only, never another host (//elsewhere).
  const page = /^\/(?!\/)[\w\-/.]*$/.test(to) ? to : "/";
  return new Response(null, {
    status: 303,
    headers: { Location: page, "Set-Cookie": staffCookie(PREVIEW_COOKIE, "", { secure, maxAge: 0 }) },
  });
}
