/**
 * Loaded first by every entry that opens the database (the server, its scripts, the tests' processes): resolves the
 * relative imports inside drizzle-orm without Node's package lookup (docs/decisions/169).
 *
 * Node 24 reads a file's package.json scope again for every `.js` file it loads, and in doing so parses that
 * package's whole `exports` map afresh (package_json_reader's getPackageScopeConfig spreads the lazily parsed field).
 * drizzle-orm's map is 175 KB, and a server loads about 110 of its files: 1.5-2.5 s of CPU at every start, the most
 * of any one step before the server can open its database (measured with `node --cpu-prof`). Its files import each
 * other only by relative `.js` paths, in one package of `"type": "module"` with no nested package.json, so such an
 * import is the file next to it, an ES module; anything else goes through Node's own resolution.
 */
import { enableCompileCache, registerHooks } from "node:module";
import { join } from "node:path";

// And Node keeps what it compiled on disk for the next process, so the TypeScript sources are not stripped of their
// types again, nor the modules compiled again, at every start (0.3-0.4 s of CPU at a server's start). In the
// checkout's node_modules, which only its owner can write: code read back from a cache runs as it is, so never from
// the shared temporary folder, Node's default.
enableCompileCache(join(import.meta.dirname, "../node_modules/.cache/node-compile-cache"));

const PACKAGE = "/node_modules/drizzle-orm/";

/** The package's folder, as a file: URL ending in "/", for a module of drizzle-orm; otherwise null. */
function packageFolder(url: string | undefined): string | null {
  const at = url?.startsWith("file:") ? url.indexOf(PACKAGE) : -1;
  return at < 0 ? null : url!.slice(0, at + PACKAGE.length);
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const folder = packageFolder(context.parentURL);
    if (folder && /^\.\.?\//.test(specifier) && specifier.endsWith(".js")) {
      const url = new URL(specifier, context.parentURL).href;
      // Never outside the package: anything else is resolved as usual.
      if (url.startsWith(folder)) return { url, format: "module", shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
