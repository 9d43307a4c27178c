/**
 * The production server's entry (`npm start`, `npm run serve`, a deployment's service): the server itself is
 * ./main.ts, loaded once drizzle-orm's files can be found without Node's slow package lookup (./module-loading.ts,
 * docs/decisions/169). A static import would be resolved before the lookup is replaced.
 */
import "./module-loading.ts";

await import("./main.ts");
