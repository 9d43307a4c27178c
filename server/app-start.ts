/**
 * Starts the app's JavaScript after the page has loaded, instead of with the page (docs/decisions/051).
 *
 * Every page is pre-rendered: it reads, looks right and navigates before any JavaScript runs. React Router's head
 * asks for all of the page's modules at high priority (about 120 kB compressed, React and the router), so on a
 * phone connection they shared the bandwidth with the hero image and the fonts, and the first screen appeared late.
 * This rewrites each page's HTML so the modules are asked for once the page has loaded and its first screen is
 * painted (or at the visitor's first tap or key, or after three seconds at most), then start exactly as React Router
 * would have started them.
 *
 * React Router's start script is one inline module: static imports of its manifest and the page's route modules,
 * then the route-module table, then an import() of the client entry. The static imports become awaited import()s
 * in the same order; the modulepreload links move into the script, added to the head when the app starts, so the
 * modules still load in parallel. Anything else in that script stops the build, so a framework upgrade that changes
 * it cannot go unnoticed.
 */

const START_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?"([^"]+)";$/gm;

/** How long the app waits for the load event at most, in milliseconds. */
export const START_AT_THE_LATEST_MS = 3000;

function startScript(modules: string[], body: string): string {
  const imports = [...body.matchAll(STATIC_IMPORT)];
  const rest = body.replace(STATIC_IMPORT, "").trim();
  if (/^\s*import\s/m.test(rest.replace(/\bimport\(/g, ""))) {
    throw new Error(`React Router's start script has an import this rewrite does not know:\n${body}`);
  }
  const awaited = imports
    .map(([, name, url]) =>
      name ? `const ${name}=await import(${JSON.stringify(url)});` : `await import(${JSON.stringify(url)});`,
    )
    .join("");
  return [
    `const modules=${JSON.stringify(modules)};`,
    "let started=false;",
    "const start=async()=>{if(started)return;started=true;",
    'for(const href of modules){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}',
    `${awaited}${rest}};`,
    // Loaded: the load event. Painted: the first-contentful-paint entry (at once where the browser does not report it).
    "const loaded=new Promise((done)=>{",
    'if(document.readyState==="complete")done();else addEventListener("load",done,{once:true});});',
    "const painted=new Promise((done)=>{",
    'if(typeof PerformanceObserver==="undefined"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||performance.getEntriesByName("first-contentful-paint").length)done();',
    'else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done();}}).observe({type:"paint",buffered:true});});',
    "Promise.all([loaded,painted]).then(start);",
    `for(const type of ["pointerdown","keydown"])addEventListener(type,start,{once:true,capture:true,passive:true});`,
    `setTimeout(start,${START_AT_THE_LATEST_MS});`,
  ].join("");
}

/** The page's HTML with its JavaScript starting after load. A page without React Router's scripts is unchanged. */
export function startAppAfterLoad(html: string): string {
  const script = START_SCRIPT.exec(html);
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  if (!script) {
    if (modules.length) throw new Error("A page has modulepreload links but no React Router start script.");
    return html;
  }
  const rewritten = startScript(modules, script[1] ?? "");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(START_SCRIPT, () => `<script type="module" async="">${rewritten}</script>`);
}
