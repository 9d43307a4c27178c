import { parsePublicEnv } from "../../../app/config/public-env.ts";

/** The settings the build under test was made with (the same parser, the same environment). */
export const settings = parsePublicEnv(process.env);
