import { describe, expect, it } from "vitest";
import { contentFiles, parseIslandFiles } from "./prefetch.ts";
import {
  findIslands,
  ISLAND_FILES_TOKEN,
  islandChunkName,
  islandFilesList,
  islandsIn,
  registrySource,
  type BuiltChunk,
} from "./vite-plugin.ts";

const root = "/work/site/app";
const set = (...names: string[]) => new Set(names);

describe("the islands' registry, made from the island() calls", () => {
  it("reads an island's name and component from its one island() call", () => {
    const code = `export function FaqView() { return null; }\nexport const Faq = island("faq", FaqView, { hover: true });`;
    expect(islandsIn(code, `${root}/features/faq.tsx`)).toEqual([
      { name: "faq", file: `${root}/features/faq.tsx`, view: "FaqView" },
    ]);
  });

  it("refuses a file with two islands, a name that is not a plain string, and a component it does not export", () => {
    const two = `export function A() {}\nexport function B() {}\nexport const a = island("a", A);\nexport const b = island("b", B);`;
    expect(() => islandsIn(two, "two.tsx")).toThrow(/declares 2 islands/);
    expect(() => islandsIn(`export function A() {}\nconst x = island(name, A);`, "x.tsx")).toThrow(
      /as a string/,
    );
    expect(() => islandsIn(`function A() {}\nexport const a = island("a", A);`, "a.tsx")).toThrow(
      /must be exported/,
    );
  });

  it("finds every island of the app once, each named once, and loads each from its own module", () => {
    const islands = findIslands();
    const names = islands.map((island) => island.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(["site-header", "footer-logo", "faq-help-button", "contact-form"]),
    );
    const source = registrySource(islands);
    for (const island of islands) expect(source).toContain(`${JSON.stringify(island.name)}: () => import(`);
    expect(source).toContain(
      `"site-header": () => import("#app/components/layout/site-header.tsx").then((module) => module.SiteHeaderView),`,
    );
  });
});

describe("which file a module of the islands goes in", () => {
  it("keeps modules no island imports out of the grouping", () => {
    expect(islandChunkName(`${root}/routes/admin.tsx`, undefined)).toBeNull();
  });

  it("puts whatever the runtime imports in the runtime's file, which then needs no other", () => {
    expect(
      islandChunkName(`${root}/lib/scroll.ts`, set("islands", "sticky-book-bar", "faq-help-button")),
    ).toBe("islands");
  });

  it("puts React's side of the islands and what it imports in the common file", () => {
    expect(islandChunkName(`${root}/islands/island.tsx`, set("islands-common", "contact-form"))).toBe(
      "islands-common",
    );
  });

  it("puts a module one island alone imports in that island's file", () => {
    expect(islandChunkName(`${root}/features/gallery/gallery-images.ts`, set("gallery-grid"))).toBe(
      "gallery-grid",
    );
  });

  it("puts a module several islands of a feature share in the feature's file", () => {
    const importers = set("contact-form", "adventure-application-form", "tour-request-form");
    expect(islandChunkName(`${root}/features/forms/form-fields.tsx`, importers)).toBe("forms");
  });

  it("puts a part of ours several islands share, the site's facts included, in the common file", () => {
    const importers = set("gallery-grid", "feature-video");
    expect(islandChunkName(`${root}/components/ui/picture.tsx`, importers)).toBe("islands-common");
    expect(islandChunkName("\0virtual:content/site", importers)).toBe("islands-common");
  });

  it("puts a library several islands share in a file for that set of islands", () => {
    const importers = set("liability-waiver-link", "adventure-application-form");
    expect(islandChunkName("/work/site/node_modules/radix-ui/dist/dialog.mjs", importers)).toBe(
      "adventure-application-form+liability-waiver-link",
    );
  });
});

describe("the files of each island's code, fetched ahead (decision 160)", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[], dynamicImports: string[] = []) =>
    ({ type: "chunk", fileName, moduleIds, imports, dynamicImports }) satisfies BuiltChunk;
  const chunks = [
    chunk("assets/islands-1.js", ["/app/islands/start.ts"], [], ["assets/common-2.js", "assets/form-3.js"]),
    // The site's facts are an outside module, named by the page's import map (decision 166).
    chunk(
      "assets/common-2.js",
      ["/app/islands/hydrate.ts"],
      ["assets/react-4.js", "assets/islands-1.js", "whisker-walks/content-site"],
    ),
    chunk("assets/react-4.js", ["/node_modules/react/index.js"], []),
    chunk(
      "assets/form-3.js",
      ["/app/form.tsx"],
      ["assets/fields-5.js", "assets/react-4.js"],
      ["assets/zod-6.js"],
    ),
    chunk("assets/fields-5.js", ["/app/fields.tsx"], ["assets/islands-1.js"]),
    chunk("assets/zod-6.js", ["/node_modules/zod/index.js"], ["assets/fields-5.js"], ["assets/sonner-7.js"]),
    chunk("assets/sonner-7.js", ["/node_modules/sonner/dist/index.mjs"], ["assets/react-4.js"]),
  ];

  it("lists React's side first, then each island's chunk and all it reaches, without the runtime, repeats or the toasts", () => {
    const list = islandFilesList(
      chunks,
      [{ name: "contact-form", file: "/app/form.tsx" }],
      "/app/islands/hydrate.ts",
      "assets/islands-1.js",
      "/",
    );
    const { common, islands } = parseIslandFiles(list);
    expect(common.toSorted()).toEqual(["/assets/common-2.js", "/assets/react-4.js"]);
    expect(islands.get("contact-form")?.toSorted()).toEqual([
      "/assets/fields-5.js",
      "/assets/form-3.js",
      "/assets/zod-6.js",
    ]);
  });

  it("fetches the site's facts by the file the page's import map names (an outside module of the build)", () => {
    const page = (map: string | null) => ({
      querySelector: () => (map === null ? null : ({ textContent: map } as Element)),
    });
    const map = JSON.stringify({
      imports: {
        "whisker-walks/content-site": "/assets/content-site-abc.js",
        "whisker-walks/content-pages": "/x.js",
      },
    });
    expect(contentFiles(page(map))).toEqual(["/assets/content-site-abc.js"]);
    expect(contentFiles(page(null))).toEqual([]);
    expect(contentFiles(page("not json"))).toEqual([]);
  });

  it("refuses an island no chunk holds, and fetches nothing ahead in development", () => {
    expect(() =>
      islandFilesList(chunks, [{ name: "x", file: "/app/x.tsx" }], "/app/islands/hydrate.ts", "", "/"),
    ).toThrow(/No chunk of the client build holds \/app\/x.tsx/);
    expect(registrySource([])).toContain(ISLAND_FILES_TOKEN);
    expect(parseIslandFiles(ISLAND_FILES_TOKEN)).toEqual({ common: [], islands: new Map() });
  });
});
