import { parsePublicEnv } from "../../app/config/public-env.ts";

// Node scripts import app modules directly (no Vite), so they load the same validated settings the build uses.
globalThis.__PUBLIC_ENV__ ??= parsePublicEnv(process.env);
