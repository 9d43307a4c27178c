import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:islands";
const RESOLVED = `\0${VIRTUAL}`;
const ENTRY = fileURLToPath(new URL("./start.ts", import.meta.url));

/**
 * Builds the islands' entry into the browser build beside React Router's own, and tells the server build where it
 * went (docs/decisions/087). Public Vite APIs only: `emitFile` adds the entry as a chunk of the client build, and
 * the virtual module `virtual:islands` gives its address.
 * React Router builds the client before the server, with one instance of each plugin, so the server build reads
 * what the client build wrote.
 */
export function islandsPlugin(): Plugin {
  let reference: string | undefined;
  let base = "/";
  let entry = "";
  return {
    name: "whisker-walks:islands",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      reference = this.emitFile({ type: "chunk", id: ENTRY, name: "islands" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      const fileName = this.getFileName(reference);
      if (bundle[fileName]?.type !== "chunk")
        throw new Error(`The islands entry ${fileName} is not in the client build.`);
      entry = base + fileName;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.mode === "build" && this.environment.name !== "client" && !entry)
        throw new Error("The server build needs the islands entry, but the client build did not make it.");
      return `export const islandsEntry = ${JSON.stringify(entry)};\n`;
    },
  };
}
