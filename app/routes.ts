import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table (spec, section 2): one line a URL, every public page pre-rendered at build (react-router.config.ts).
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("tours", "routes/tours.tsx"),
  route("tours/financial-district", "routes/tours.financial-district.tsx"),
  route("tours/brooklyn-heights", "routes/tours.brooklyn-heights.tsx"),
  route("tours/lower-east-side", "routes/tours.lower-east-side.tsx"),
  route("tours/private-tours", "routes/tours.private-tours.tsx"),
  route("neighborhoods/financial-district", "routes/neighborhoods.financial-district.tsx"),
  route("neighborhoods/brooklyn-heights", "routes/neighborhoods.brooklyn-heights.tsx"),
  route("neighborhoods/lower-east-side", "routes/neighborhoods.lower-east-side.tsx"),
  route("gallery", "routes/gallery.tsx"),
  // The list and each post share one module: choosing a post swaps the view in the page (spec, "Blog").
  route("blog/:slug?", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),
  route("contact", "routes/contact.tsx"),
  // Where a contact form posted without JavaScript lands once the message is stored (routes/contact.tsx's action).
  route("contact/thanks", "routes/contact.thanks.tsx"),
  route("press-kit", "routes/press-kit.tsx"),
  route("booking", "routes/booking.tsx"),
  route("in-the-news", "routes/in-the-news.tsx"),
  route("adventure-cats", "routes/adventure-cats.tsx"),
  route("adventure-cats/thanks", "routes/adventure-cats.thanks.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("site.webmanifest", "routes/site[.]webmanifest.ts"),
  // The staff inbox: rendered at request time, never pre-rendered or in the sitemap (routes/admin.tsx signs in).
  route("admin/login", "routes/admin.login.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("messages", "routes/admin.messages.tsx"),
    route("subscribers", "routes/admin.subscribers.tsx"),
    route("subscribers.csv", "routes/admin.subscribers[.]csv.ts"),
    route("applications", "routes/admin.applications.tsx"),
    route("codes", "routes/admin.codes.tsx"),
    route("outbox", "routes/admin.outbox.tsx"),
    route("logout", "routes/admin.logout.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
