import type { Route } from "./+types/admin.newsletter.$slug.preview";
import { inboxRequest, refusal, requireRole } from "#app/features/admin/staff.server.ts";
import { forReader } from "#app/features/newsletter/email.ts";
import { linkOn } from "#server/site-address.ts";

export const middleware: Route.MiddlewareFunction[] = [requireRole("send newsletter")];

/**
 * The issue's e-mail as saved now, for the issue page's preview frame: HTML (or ?format=text, plain text). The
 * pictures come from this server (they are served here once published) rather than from the site's address, and the
 * unsubscribe link leads to the newsletter's page: each reader gets their own.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw refusal(404, "There is no newsletter issue at this address.");
  const { newsletterSending, inbox } = inboxRequest(context);
  const siteUrl = await inbox.siteAddress.current();
  const rendered = await newsletterSending.issues.render(slug);
  if (!rendered.ok) throw refusal(404, rendered.problem);
  const email = forReader(rendered.email, linkOn(siteUrl, "/newsletter"));
  const text = new URL(request.url).searchParams.get("format") === "text";
  const body = text ? email.text : email.html.replaceAll(`${new URL(siteUrl).origin}/`, "/");
  return new Response(body, {
    headers: {
      "content-type": text ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}
