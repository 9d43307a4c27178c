export { pagePaths, postPaths, publicPaths } from "../../../scripts/lib/quality/routes.ts";
