/**
 * Bands far down a long page are drawn a little at a time (docs/decisions/092): the page arrives with them marked
 * `render-when-near` (app.css), so the browser lays out only what is near the screen; once the page is interactive,
 * they are drawn one at a time in the browser's idle moments, never in one long task. A scroll to a section draws
 * them all at once first, so that it ends on the section.
 */
export const BAND = "render-when-near";
export const DRAWN = "drawn";
/** A block laid out only near the screen and never drawn ahead (app.css, docs/decisions/198): a quote beside a form. */
export const LAID_OUT_NEAR = "laid-out-near";

const waitingBands = () => [...document.querySelectorAll<HTMLElement>(`.${BAND}:not(.${DRAWN})`)];

function draw(band: HTMLElement) {
  band.classList.add(DRAWN);
  // Lays the band out now, in this idle moment, rather than in the next frame together with the others.
  band.getBoundingClientRect();
}

/** Runs `work` in an idle moment of the browser's (within two seconds at the latest). */
export function whenIdle(work: (deadline?: IdleDeadline) => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 50);
}

/** Draws the page's waiting bands in idle moments, as many as fit in each. */
export function drawBandsWhenIdle() {
  const waiting = waitingBands();
  const drawSome = (deadline?: IdleDeadline) => {
    do {
      const band = waiting.shift();
      if (!band) return;
      if (!band.classList.contains(DRAWN)) draw(band);
    } while (deadline && !deadline.didTimeout && deadline.timeRemaining() > 8);
    whenIdle(drawSome);
  };
  if (waiting.length) whenIdle(drawSome);
}

/** Draws every waiting band now: their real heights, rather than estimates, decide where a section is. */
export function drawEveryBand() {
  for (const band of waitingBands()) band.classList.add(DRAWN);
}
