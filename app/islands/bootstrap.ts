/**
 * The inline script that starts a public page's islands (docs/decisions/087): once the page has loaded and painted,
 * or at the visitor's first tap or key, or after three seconds at most, so that the islands' JavaScript never
 * shares the phone's bandwidth with the first screen's picture and fonts.
 *
 * A tap on an island's button before its island is ready is held and done again once the page is interactive
 * (start.ts replays it): the first tap does what the visitor tapped. Links and forms need no holding, as they work
 * before and without JavaScript.
 */
export const START_AT_THE_LATEST_MS = 3000;

/** What the page shares with start.ts: the held taps, and the listener that holds them. */
export type HeldTaps = { taps: HTMLElement[]; hold: (event: Event) => void };

export function islandsBootstrap(entry: string): string {
  return [
    "const held={taps:[],hold(event){",
    'const button=event.target instanceof Element&&event.target.closest("[data-island] button[type=button]");',
    "if(!button)return;event.preventDefault();event.stopPropagation();held.taps.push(button);}};",
    'addEventListener("click",held.hold,true);window.whiskerWalksHeldTaps=held;',
    "let started=false;",
    `const start=()=>{if(started)return;started=true;import(${JSON.stringify(entry)});};`,
    "const loaded=new Promise((done)=>{",
    'if(document.readyState==="complete")done();else addEventListener("load",done,{once:true});});',
    "const painted=new Promise((done)=>{",
    'if(typeof PerformanceObserver==="undefined"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||performance.getEntriesByName("first-contentful-paint").length)done();',
    'else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done();}}).observe({type:"paint",buffered:true});});',
    "Promise.all([loaded,painted]).then(start);",
    'for(const type of ["pointerdown","keydown"])addEventListener(type,start,{once:true,capture:true,passive:true});',
    `setTimeout(start,${START_AT_THE_LATEST_MS});`,
  ].join("");
}
