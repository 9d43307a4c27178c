/**
 * The inline script that brings in a public page's islands runtime (docs/decisions/087, 110): once the page has
 * loaded and painted, at the visitor's first press or key, or after three seconds at most. The runtime (start.ts) is a
 * few kilobytes and holds no React: it starts each island only when the visitor needs it.
 *
 * Until then this script holds what the page cannot do yet: a tap on an island's button, or on anything marked
 * `data-hold-tap` (a link whose script does more than the link, the blog's filter, which the runtime runs). The runtime does it again once its island is ready, so the
 * first tap does what the visitor tapped; if the island cannot start, the page does it as it would without
 * JavaScript. It also notes where the visitor pressed, typed or focused, so that those islands start first. Links,
 * fields and a form's Send work before and without JavaScript and are not held here: a form sent before the runtime
 * has arrived is posted by the browser, and the server answers it (docs/decisions/061). Once the runtime listens, it
 * holds a Send too while its island starts (start.ts).
 */
export const START_AT_THE_LATEST_MS = 3000;

/** What the page shares with start.ts: the held taps, where the visitor went, and the listeners. */
export type Bootstrap = {
  held: Element[];
  touched: Element[];
  hold: (event: Event) => void;
  touch: (event: Event) => void;
};

/** The bootstrap's global, read by start.ts. */
export const BOOTSTRAP_GLOBAL = "whiskerWalksIslands";

/**
 * What `hold` holds inside an island: a button that is not a form's Send, or a link marked `data-hold-tap`. A button
 * that opens a popover is not held: the browser opens it (docs/decisions/157).
 */
export const HELD_TAP = "button[type=button]:not([popovertarget]),[data-hold-tap]";

/** `preamble`: in development, modules to load before the runtime (Vite's client, React Refresh). */
export function islandsBootstrap(entry: string, preamble: readonly string[] = []): string {
  const load = `import(${JSON.stringify(entry)})`;
  const imports = preamble.map((module) => `import(${JSON.stringify(module)})`).join(",");
  return [
    "let started=false;",
    `const start=()=>{if(started)return;started=true;${imports ? `Promise.all([${imports}]).then(()=>${load})` : load};};`,
    "const boot={held:[],touched:[],hold(event){",
    "const target=event.target instanceof Element?event.target:null;",
    `const held=target?.closest(${JSON.stringify(HELD_TAP)});`,
    'if(!held||!(held.hasAttribute("data-hold-tap")||held.closest("[data-island]")))return;',
    "event.preventDefault();event.stopImmediatePropagation();boot.held.push(held);start();},",
    'touch(event){if(event.target instanceof Element&&event.pointerType!=="touch")boot.touched.push(event.target);',
    'if(event.type!=="focusin")start();}};',
    `window.${BOOTSTRAP_GLOBAL}=boot;`,
    'addEventListener("click",boot.hold,true);',
    'for(const type of ["pointerdown","keydown","focusin"])addEventListener(type,boot.touch,true);',
    "const loaded=new Promise((done)=>{",
    'if(document.readyState==="complete")done();else addEventListener("load",done,{once:true});});',
    "const painted=new Promise((done)=>{",
    'if(typeof PerformanceObserver==="undefined"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||performance.getEntriesByName("first-contentful-paint").length)done();',
    'else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done();}}).observe({type:"paint",buffered:true});});',
    "Promise.all([loaded,painted]).then(start);",
    `setTimeout(start,${START_AT_THE_LATEST_MS});`,
  ].join("");
}
