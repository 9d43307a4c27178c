import { describe, expect, it } from "vitest";
import { startAppAfterLoad } from "./app-start.ts";

// The shape of a page as React Router 8 pre-renders it (abridged).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/tours-4.js"/>',
  '<style id="site-styles">body{}</style></head><body><main><h1>Tours</h1></main>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/tours-4.js";\n',
  "  \n",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/tours":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

function startScriptOf(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("starting the app after load", () => {
  const rewritten = startAppAfterLoad(page);
  const script = startScriptOf(rewritten);

  it("takes the modulepreload links out of the head and asks for them when the app starts", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(script).toContain(
      'const modules=["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/tours-4.js"];',
    );
    expect(script).toContain('link.rel="modulepreload"');
  });

  it("imports the same modules in the same order, then the client entry", () => {
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(order).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/tours-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(script).toContain('const route0=await import("/assets/root-3.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/tours":route1};');
    expect(script).not.toMatch(/^\s*import\s/m);
  });

  it("starts once, when the page has loaded and painted, at the first tap or key, or after three seconds", () => {
    expect(script).toContain('addEventListener("load",done,{once:true})');
    expect(script).toContain('"first-contentful-paint"');
    expect(script).toContain("Promise.all([loaded,painted]).then(start)");
    expect(script).toContain('["pointerdown","keydown"]');
    expect(script).toContain("setTimeout(start,3000)");
    expect(script).toContain("if(started)return;started=true;");
  });

  /** Runs the start script against a stand-in browser; returns what it imported, and the browser's levers. */
  function runStartScript() {
    const calls: string[] = [];
    const listeners: Record<string, () => unknown> = {};
    let paintObserver: (() => void) | undefined;
    const fakeWindow: Record<string, unknown> = {};
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        paintObserver = () =>
          callback({ getEntriesByName: () => [{}] }, { disconnect: () => (paintObserver = undefined) });
      }
      observe() {}
    }
    new Function(
      "document",
      "addEventListener",
      "setTimeout",
      "window",
      "PerformanceObserver",
      "performance",
      "importModule",
      script.replace(/\bimport\(/g, "importModule("),
    )(
      { readyState: "loading", createElement: () => ({}), head: { append: () => calls.push("preload") } },
      (type: string, listener: () => unknown) => (listeners[type] = listener),
      () => undefined,
      fakeWindow,
      FakePerformanceObserver,
      { getEntriesByName: () => [] },
      async (url: string) => {
        calls.push(url);
        if (url.includes("entry.client")) {
          calls.push(`routes: ${Object.keys(fakeWindow.__reactRouterRouteModules as object)}`);
        }
        return { url };
      },
    );
    return { calls, listeners, paint: () => paintObserver?.() };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("runs as written: nothing before load and paint, then the route modules before the client entry", async () => {
    const browser = runStartScript();
    browser.listeners.load?.();
    await settle();
    expect(browser.calls).toEqual([]);
    browser.paint();
    await settle();
    expect(browser.calls).toEqual([
      "preload",
      "preload",
      "preload",
      "preload",
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/tours-4.js",
      "/assets/entry.client-2.js",
      "routes: root,routes/tours",
    ]);
    browser.listeners.keydown?.();
    await settle();
    expect(browser.calls.filter((call) => call.endsWith(".js"))).toHaveLength(4);
  });

  it("starts at once when the visitor presses a key before the page has loaded", async () => {
    const browser = runStartScript();
    browser.listeners.keydown?.();
    await settle();
    expect(browser.calls).toContain("/assets/entry.client-2.js");
  });

  it("leaves a page without React Router's scripts alone, and refuses a start script it does not know", () => {
    expect(startAppAfterLoad("<html><body><p>Moved</p></body></html>")).toBe(
      "<html><body><p>Moved</p></body></html>",
    );
    expect(() =>
      startAppAfterLoad(
        page.replace(
          'import * as route1 from "/assets/tours-4.js";',
          'import { x } from "/assets/tours-4.js";',
        ),
      ),
    ).toThrow(/does not know/);
  });
});
