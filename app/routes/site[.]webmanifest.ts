import { company } from "#app/content/site.ts";

export function loader() {
  const manifest = {
    name: company.name,
    short_name: "Whisker Walks",
    description: company.tagline,
    start_url: "/",
    display: "standalone",
    background_color: "#fbf6ee",
    theme_color: "#1f2a37",
    icons: [
      { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
