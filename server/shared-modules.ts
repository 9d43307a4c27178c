import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst, type Plugin } from "vite";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The production server's entry: everything it loads, directly or not, is one of the server's modules. */
export const SERVER_ENTRY = resolve(ROOT, "server/index.ts");

type Node = { type?: string; [key: string]: unknown };

/** The local modules a source file loads when Node runs it: type-only imports are erased and load nothing. */
function localImports(file: string): string[] {
  const program = parseAst(readFileSync(file, "utf8"), { lang: file.endsWith("x") ? "tsx" : "ts" }, file);
  const specifiers: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const { type, importKind, exportKind, source } = node as Node;
    const literal =
      (source as Node | null | undefined)?.type === "Literal" ? (source as { value: unknown }).value : null;
    const erased = importKind === "type" || exportKind === "type";
    if (typeof literal === "string" && !erased && type !== "TSImportType") specifiers.push(literal);
    for (const value of Object.values(node)) if (value && typeof value === "object") visit(value);
  };
  visit(program.body);
  return specifiers.flatMap((specifier) => {
    // Relative paths, and the package's own "#" imports (package.json "imports": "#*" is "./*").
    if (specifier.startsWith(".")) return [resolve(dirname(file), specifier)];
    if (specifier.startsWith("#")) return [resolve(ROOT, specifier.slice(1))];
    return [];
  });
}

/**
 * Every local module the server loads from source (docs/decisions/089), following each file's runtime imports from
 * the entry, dynamic ones with a fixed path included. Packages are left out: Node loads one copy of each for the
 * server and the build alike.
 */
export function serverModules(entry = SERVER_ENTRY): Set<string> {
  const found = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    if (/\.[cm]?[jt]sx?$/.test(file)) queue.push(...localImports(file));
  }
  return found;
}

/** The server's modules a chunk of the app's build holds, each named from the project's root. */
export function bundledServerModules(chunkModules: readonly string[], server: ReadonlySet<string>): string[] {
  return chunkModules.filter((id) => server.has(id)).map((id) => relative(ROOT, id));
}

/**
 * One copy of every module in the server's process (docs/decisions/089). The app's server build does not compile
 * the modules the server runs from source (its forms' schemas, the inbox's services, the database schema, the request
 * context's key): it imports them by the package's import map (`#app/…`), so Node loads each once for the server and for
 * every build it serves, the one a publish swaps in included. The build fails, naming the module, if one of them
 * still ends up inside a chunk.
 */
export function serverModulesPlugin(entry = SERVER_ENTRY): Plugin {
  let server = new Set<string>();
  return {
    name: "whisker-walks:server-modules",
    apply: "build",
    // Before Vite's own resolver, which would otherwise resolve the import and leave it to be bundled.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    buildStart() {
      server = serverModules(entry);
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !server.has(resolved.id)) return null;
      // By the package's own import map (package.json "imports": "#*" is "./*"): Node finds the file from the
      // build's place inside the project, the same file the server loaded, wherever the project is.
      return { id: `#${relative(ROOT, resolved.id).split(sep).join("/")}`, external: true };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const copies = bundledServerModules(chunk.moduleIds, server);
        if (copies.length)
          this.error(
            `${chunk.fileName} holds a second copy of the server's ${copies.join(", ")}: the build must import them.`,
          );
      }
    },
  };
}
