import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parsePublicEnv } from "./app/config/public-env.ts";
import { iconsPlugin } from "./app/components/icons/vite-plugin.ts";
import { editorFontPlugin } from "./app/content/editor-font-plugin.ts";
import { editorListPlugin } from "./app/content/editor-list-plugin.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { islandsPlugin } from "./app/islands/vite-plugin.ts";
import { beaconScript } from "./scripts/lib/insights-beacon.ts";
import { serverModulesPlugin } from "./server/shared-modules.ts";

// Validated once here: a bad setting fails the build with the variable named, and zod stays out of the bundle.
const publicEnv = parsePublicEnv(process.env);

export default defineConfig({
  envPrefix: "PUBLIC_",
  define: {
    __PUBLIC_ENV__: JSON.stringify(publicEnv),
    // The insights beacon, minified once here and inlined in every public page (app/features/insights/beacon.ts).
    __INSIGHTS_BEACON__: JSON.stringify(beaconScript(publicEnv.insightsUrl)),
  },
  plugins: [
    contentPlugin(),
    editorFontPlugin(),
    editorListPlugin(),
    iconsPlugin(),
    islandsPlugin(),
    serverModulesPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  build: {
    // Our images are already optimised files; keep fonts and icons as cacheable files, never data URIs.
    assetsInlineLimit: 0,
  },
});
