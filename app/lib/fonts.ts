import { preload } from "react-dom";
import quoteFont from "../../generated/fonts/fraunces-400.woff2?url";

/**
 * Fraunces at 400, the weight of quotes and captions (scripts/fonts.ts cuts it as a file of its own). A page's quotes
 * sit in bands the browser lays out only near the screen, so the face is fetched then and shares nothing with the
 * first screen (docs/decisions/176). A page whose quote cannot be in such a band preloads the face instead, by calling
 * this as it renders the quote: found through the stylesheet as the page is laid out, the font would hold the first
 * paint by two round trips (docs/decisions/088).
 */
export function preloadQuoteFont() {
  preload(quoteFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
