import { z } from "zod";

/**
 * Every setting that reaches the browser: read from PUBLIC_* environment variables at build time, validated here
 * once, and baked into the bundle (vite.config.ts). Defaults make a fresh clone work with no outside account: the
 * three forms post to this site's own server, which speaks each provider's protocol.
 */
const url = z.url({ protocol: /^https?$/ });
const urlOrPath = z.union([
  url,
  z.string().regex(/^\/[\w\-/.]*$/, "must be an http(s) URL or a path such as /f/x"),
]);
const yes = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

export const publicEnvSchema = z.object({
  PUBLIC_SITE_URL: url
    .default("https://www.whiskerwalks.nyc")
    .transform((value) => value.replace(/\/+$/, "")),
  PUBLIC_EMAILJS_ORIGIN: z
    .union([url, z.literal("")])
    .default("")
    .transform((value) => value.replace(/\/+$/, "")),
  PUBLIC_EMAILJS_PUBLIC_KEY: z.string().default("whisker-walks-local"),
  PUBLIC_EMAILJS_SERVICE_ID: z.string().default("whisker-walks"),
  PUBLIC_EMAILJS_TEMPLATE_ID: z.string().default("contact-form"),
  PUBLIC_EMAILJS_BLOCK_HEADLESS: yes.default(false),
  PUBLIC_NEWSLETTER_ACTION: urlOrPath.default("/subscribe/post"),
  PUBLIC_ADVENTURE_FORM_ACTION: urlOrPath.default("/f/adventure-cats"),
  PUBLIC_FAREHARBOR_SHORTNAME: z
    .string()
    .regex(/^[a-z0-9-]+$/, "lowercase letters, digits and dashes")
    .default("whiskerwalksnyc"),
  PUBLIC_GA_ID: z
    .union([z.string().regex(/^G-[A-Z0-9]+$/, "a Google Analytics id such as G-ABC123"), z.literal("")])
    .default(""),
  // Where the insights beacon sends events: empty for this site's own server (only when it is there).
  PUBLIC_INSIGHTS_URL: z.union([url, z.literal("")]).default(""),
  PUBLIC_FEATURE_VIDEO_YOUTUBE_ID: z
    .union([z.string().regex(/^[\w-]{11}$/, "an 11-character YouTube video id"), z.literal("")])
    .default(""),
});

export type PublicEnvInput = z.input<typeof publicEnvSchema>;

export function parsePublicEnv(raw: Record<string, string | undefined>) {
  const picked = Object.fromEntries(
    Object.keys(publicEnvSchema.shape).map((key) => [
      key,
      raw[key] === "" && key !== "PUBLIC_GA_ID" && key !== "PUBLIC_INSIGHTS_URL" ? undefined : raw[key],
    ]),
  );
  const result = publicEnvSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid site settings in the environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    siteUrl: env.PUBLIC_SITE_URL,
    emailjs: {
      origin: env.PUBLIC_EMAILJS_ORIGIN,
      publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: env.PUBLIC_EMAILJS_SERVICE_ID,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_ID,
      blockHeadless: env.PUBLIC_EMAILJS_BLOCK_HEADLESS,
    },
    newsletterAction: env.PUBLIC_NEWSLETTER_ACTION,
    adventureFormAction: env.PUBLIC_ADVENTURE_FORM_ACTION,
    fareharbor: { shortname: env.PUBLIC_FAREHARBOR_SHORTNAME },
    analyticsId: env.PUBLIC_GA_ID,
    insightsUrl: env.PUBLIC_INSIGHTS_URL,
    featureVideoYoutubeId: env.PUBLIC_FEATURE_VIDEO_YOUTUBE_ID,
  };
}

export type PublicEnv = ReturnType<typeof parsePublicEnv>;
