import type { Page } from "playwright-core";
import sharp from "sharp";

/**
 * Contrast of the text that sits on a picture (the cover hero), which axe leaves "incomplete": it cannot tell what
 * colour a picture is behind a letter. The text is hidden, the hero photographed, and each line of text compared
 * with the pixels behind it: the 2nd-percentile pixel must give AA (4.5:1, or 3:1 for large text), so a few
 * antialiased edge pixels do not count but any real patch of light picture does.
 */
export const TEXT_OVER_IMAGE_AREAS = '[data-hero="cover"]';

export type TextOverImageProblem = { text: string; contrast: number; needed: number };

type Line = {
  text: string;
  rgba: number[];
  large: boolean;
  rects: { x: number; y: number; w: number; h: number }[];
};

function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const HIDE_TEXT = `${TEXT_OVER_IMAGE_AREAS} * { color: transparent !important; text-shadow: none !important; filter: none !important; }`;

/** Every line of text over a picture on the page as it is now that is under AA. */
export async function textOverImageProblems(page: Page): Promise<TextOverImageProblem[]> {
  const area = page.locator(TEXT_OVER_IMAGE_AREAS).first();
  if (!(await area.count())) return [];
  await page.evaluate(() => document.fonts.ready);
  const lines: Line[] = await area.evaluate((root) => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const found: Line[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || !canvas) continue;
      const style = getComputedStyle(element);
      // The browser turns any colour syntax (oklab, color-mix) into sRGB when it paints it.
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = style.color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 2 && rect.height > 2)
        .map((rect) => ({ x: rect.x + scrollX, y: rect.y + scrollY, w: rect.width, h: rect.height }));
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (rects.length) found.push({ text: text.slice(0, 60), rgba: [r, g, b, a / 255], large, rects });
    }
    return found;
  });
  const box = await area.boundingBox();
  if (!box || !lines.length) return [];
  const view = await page.evaluate(() => ({
    x: scrollX,
    y: scrollY,
    width: innerWidth,
    height: innerHeight,
  }));
  const hidden = await page.addStyleTag({ content: HIDE_TEXT });
  const origin = { x: Math.max(0, box.x + view.x), y: Math.max(0, box.y + view.y) };
  // A picture wholly in the window is photographed from the window: half the time of a whole-page shot (measured
  // 2026-11-29: 1.2 s against 2.6 s at 1280 px), the same pixels.
  const inView =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  const shot = await page.screenshot({
    fullPage: !inView,
    animations: "disabled",
    clip: inView ? box : { ...origin, width: box.width, height: box.height },
  });
  await hidden.evaluate((element) => (element as Element).remove());
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / box.width;

  const problems: TextOverImageProblem[] = [];
  for (const line of lines) {
    const [r = 0, g = 0, b = 0, alpha = 1] = line.rgba;
    const ratios: number[] = [];
    for (const rect of line.rects) {
      const top = Math.max(0, Math.floor((rect.y - origin.y) * scale));
      const bottom = Math.min(info.height, Math.ceil((rect.y + rect.h - origin.y) * scale));
      const left = Math.max(0, Math.floor((rect.x - origin.x) * scale));
      const right = Math.min(info.width, Math.ceil((rect.x + rect.w - origin.x) * scale));
      for (let y = top; y < bottom; y += 2) {
        for (let x = left; x < right; x += 2) {
          const i = (y * info.width + x) * info.channels;
          const behind = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
          const painted = [r, g, b].map((channel, k) => channel * alpha + (behind[k] ?? 0) * (1 - alpha));
          ratios.push(contrast(luminance(painted), luminance(behind)));
        }
      }
    }
    if (!ratios.length) continue;
    ratios.sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length * 0.02)] ?? 0;
    const needed = line.large ? 3 : 4.5;
    if (ratio < needed) problems.push({ text: line.text, contrast: Math.round(ratio * 100) / 100, needed });
  }
  return problems;
}

export function describeTextOverImage(problem: TextOverImageProblem): string {
  return `"${problem.text}" ${problem.contrast}:1 over its picture (needs ${problem.needed}:1)`;
}
