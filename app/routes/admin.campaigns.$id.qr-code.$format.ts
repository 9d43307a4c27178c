import QRCode from "qrcode";
import { data } from "react-router";
import type { Route } from "./+types/admin.campaigns.$id.qr-code.$format";
import { site } from "#app/config.ts";
import { inboxRequest, positiveInt, requireRole } from "#app/features/admin/staff.server.ts";
import { taggedUrl } from "#server/insights/insights.ts";

/** Ink on white, with the standard four-module quiet zone, so any phone camera reads it in print. */
const QR_OPTIONS = {
  margin: 4,
  errorCorrectionLevel: "M",
  color: { dark: "#1F2A37", light: "#FFFFFF" },
} as const;

/** A campaign link's QR code as SVG (for print) or a 1024-pixel PNG (behind the inbox layout's sign-in). */
/** Insights and campaign links are the owner's (roles.ts). */
export const middleware: Route.MiddlewareFunction[] = [requireRole("read insights")];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { insights } = inboxRequest(context);
  const id = positiveInt(params.id);
  if (params.format !== "svg" && params.format !== "png") {
    throw data("Ask for the QR code as svg or png.", { status: 400 });
  }
  const link = id ? await insights.campaignLinks.get(id) : undefined;
  if (!link) throw data("That campaign link was not found.", { status: 404 });
  const url = taggedUrl(site.url, link);
  const headers = {
    "Content-Disposition": `attachment; filename="whisker-walks-${link.campaign}-qr.${params.format}"`,
    "Cache-Control": "no-store",
  };
  if (params.format === "svg") {
    const svg = await QRCode.toString(url, { ...QR_OPTIONS, type: "svg" });
    return new Response(svg, { headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" } });
  }
  const png = await QRCode.toBuffer(url, { ...QR_OPTIONS, type: "png", width: 1024 });
  return new Response(new Uint8Array(png), { headers: { ...headers, "Content-Type": "image/png" } });
}
