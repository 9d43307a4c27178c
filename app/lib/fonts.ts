import { preload } from "react-dom";
import quoteFont from "../../generated/fonts/fraunces-400.woff2?url";

/**
 * Fraunces at 400, the weight of quotes and captions (scripts/fonts.ts cuts it as a file of its own). Every page
 * draws the body text and the headings, which the root preloads; only some draw a quote, and a page that does
 * preloads this font too, by calling this as it renders the quote (docs/decisions/088). Left to be found through
 * the stylesheet, the font would hold the first paint by two round trips; preloaded on every page, it would share
 * the first second with the largest picture where nothing uses it.
 */
export function preloadQuoteFont() {
  preload(quoteFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
