import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { ICON_NAMES } from "./names.ts";

const VIRTUAL = "virtual:icon-sprite";
const RESOLVED = `\0${VIRTUAL}`;

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** One icon as a sprite symbol: Lucide's own shapes from lucide-react's data, without React's keys. */
async function symbol(name: string): Promise<string> {
  const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  const shapes = __iconData.node.map(([tag, attributes]) => {
    const text = Object.entries(attributes)
      .filter(([attribute]) => attribute !== "key")
      .map(([attribute, value]) => ` ${attribute}="${String(value)}"`)
      .join("");
    return `<${tag}${text}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
}

/** The sprite of every icon in names.ts, and its file name, fingerprinted by its content. */
export async function iconSprite(): Promise<{ fileName: string; source: string }> {
  const symbols = await Promise.all(ICON_NAMES.map(symbol));
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { fileName: `assets/icons-${hash}.svg`, source };
}

/**
 * The icons' sprite (docs/decisions/090). `virtual:icon-sprite` is its address, the same in the browser build and
 * the server build; the browser build writes the file, and the development server answers it.
 */
export function iconsPlugin(): Plugin {
  let base = "/";
  const sprite = iconSprite();
  return {
    name: "whisker-walks:icons",
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(base + (await sprite).fileName)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        void sprite.then(({ fileName, source }) => {
          if (req.url !== base + fileName) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(source);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { fileName, source } = await sprite;
      this.emitFile({ type: "asset", fileName, source });
    },
  };
}
