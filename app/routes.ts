import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table (spec, section 2): one line a URL; the build renders every public page to a file
// (scripts/lib/render-site.ts, renderedPaths).
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("tours", "routes/tours.tsx"),
  // A neighborhood tour and its neighborhood page are one content file each (content/tours, content/neighborhoods).
  route("tours/private-tours", "routes/tours.private-tours.tsx"),
  // A sent private-tour request's confirmation: rendered from the stored request, never pre-rendered.
  route("tours/private-tours/request/:token", "routes/tours.private-tours.request.$token.tsx"),
  route("tours/:slug", "routes/tours.$slug.tsx"),
  route("neighborhoods/:slug", "routes/neighborhoods.$slug.tsx"),
  route("gallery", "routes/gallery.tsx"),
  // The list and each post share one module: choosing a post swaps the view in the page (spec, "Blog").
  route("blog/:slug?", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),
  // The newsletter's public archive: every sent letter, pre-rendered (routes/newsletter.*). The letters' own
  // confirmation and unsubscribe links under /newsletter/ are the server's (server/forms/newsletter-links.ts).
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/rss.xml", "routes/newsletter.rss[.]xml.ts"),
  route("newsletter/:slug", "routes/newsletter.$slug.tsx"),
  route("contact", "routes/contact.tsx"),
  // Where a contact form posted without JavaScript lands once the message is stored (routes/contact.tsx's action).
  route("contact/thanks", "routes/contact.thanks.tsx"),
  route("press-kit", "routes/press-kit.tsx"),
  route("booking", "routes/booking.tsx"),
  route("in-the-news", "routes/in-the-news.tsx"),
  // The privacy notice (pre-rendered); its request form posts to the server (server/privacy/requests.ts).
  route("privacy", "routes/privacy.tsx"),
  route("adventure-cats", "routes/adventure-cats.tsx"),
  route("adventure-cats/thanks", "routes/adventure-cats.thanks.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("site.webmanifest", "routes/site[.]webmanifest.ts"),
  // The staff area: rendered at request time, never pre-rendered or in the sitemap (routes/admin.tsx signs in).
  route("admin/login", "routes/admin.login.tsx"),
  // Ways in without a session: the setup password, an invitation, a reset link, a passkey (routes/admin.passkeys.ts).
  route("admin/setup", "routes/admin.setup.tsx"),
  route("admin/join/:token", "routes/admin.join.$token.tsx"),
  route("admin/reset/:token?", "routes/admin.reset.tsx"),
  route("admin/passkeys", "routes/admin.passkeys.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("messages", "routes/admin.messages.tsx"),
    route("subscribers", "routes/admin.subscribers.tsx"),
    route("subscribers.csv", "routes/admin.subscribers[.]csv.ts"),
    route("requests", "routes/admin.requests.tsx"),
    route("requests.csv", "routes/admin.requests[.]csv.ts"),
    route("applications", "routes/admin.applications.tsx"),
    route("codes", "routes/admin.codes.tsx"),
    route("outbox", "routes/admin.outbox.tsx"),
    route("content", "routes/admin.content.tsx"),
    route("preview/leave", "routes/admin.preview.leave.ts"),
    route("backups", "routes/admin.backups.tsx"),
    route("backups/:file", "routes/admin.backups.$file.ts"),
    route("privacy", "routes/admin.privacy.tsx"),
    route("privacy/export", "routes/admin.privacy.export.ts"),
    // The content editor's media library: the site's pictures, and uploads (app/content/picture-field.tsx).
    route("pictures", "routes/admin.pictures.ts"),
    route("pictures/*", "routes/admin.pictures.$.ts"),
    // The editor's post picker: every post by its title (app/content/post-field.tsx).
    route("posts", "routes/admin.posts.ts"),
    // The editor's breadcrumbs: an entry by its title, not its file's name (routes/keystatic.tsx).
    route("entry-name", "routes/admin.entry-name.ts"),
    route("insights", "routes/admin.insights.tsx"),
    route("insights.csv", "routes/admin.insights[.]csv.ts"),
    route("campaigns", "routes/admin.campaigns.tsx"),
    route("newsletter", "routes/admin.newsletter.tsx"),
    route("newsletter/:slug", "routes/admin.newsletter.$slug.tsx"),
    route("newsletter/:slug/preview", "routes/admin.newsletter.$slug.preview.ts"),
    route("campaigns/:id/qr-code/:format", "routes/admin.campaigns.$id.qr-code.$format.ts"),
    route("account", "routes/admin.account.tsx"),
    route("account/passkeys", "routes/admin.account.passkeys.ts"),
    route("people", "routes/admin.people.tsx"),
    route("activity", "routes/admin.activity.tsx"),
    route("settings", "routes/admin.settings.tsx"),
    route("activity.csv", "routes/admin.activity[.]csv.ts"),
    route("logout", "routes/admin.logout.tsx"),
    // Where a guide is sent who opened an owner's download as a page (requireRole in staff.server.ts).
    route("for-owners/:permission", "routes/admin.for-owners.$permission.tsx"),
  ]),
  // The content editor (Keystatic) and its API, behind staff sign-in: staff edit content/ here, then publish.
  route("keystatic/*", "routes/keystatic.tsx"),
  route("api/keystatic/*", "routes/api.keystatic.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
