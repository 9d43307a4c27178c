import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import { islandModules } from "./island-modules.ts";

RuleTester.describe = describe;
// The first case builds TypeScript's program for the project: seconds, more on a busy machine.
RuleTester.it = (name: string, test: () => void) => it(name, test, 120_000);
RuleTester.itOnly = it.only;

const ROOT = join(import.meta.dirname, "../..");
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: true, tsconfigRootDir: ROOT },
  },
});
const fixture = (name: string) => {
  const filename = join(import.meta.dirname, "fixtures", name);
  return { filename, code: readFileSync(filename, "utf8") };
};

tester.run("islands/island-module", islandModules, {
  valid: [fixture("good-island.tsx")],
  invalid: [
    {
      ...fixture("router-island.tsx"),
      errors: [{ messageId: "router", data: { chain: "#app/hooks/use-pathname.ts imports react-router" } }],
    },
    {
      ...fixture("function-props-island.tsx"),
      errors: [{ messageId: "props", data: { name: "pick", why: "onPick: a function" } }],
    },
  ],
});
