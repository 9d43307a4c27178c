import type { ComponentType } from "react";

/**
 * Every island by name, each a module of its own that the browser loads only on pages that show it
 * (docs/decisions/087). A name here and the `island(name, Component)` that renders it name the same component.
 */
export const islands: Record<IslandName, () => Promise<ComponentType<never>>> = {
  "site-header": () =>
    import("#app/components/layout/site-header.tsx").then((module) => module.SiteHeaderView),
  "footer-logo": () =>
    import("#app/components/layout/footer-logo.tsx").then((module) => module.FooterLogoView),
  "promo-bar": () => import("#app/components/layout/promo-bar.tsx").then((module) => module.PromoBarView),
  "sticky-book-bar": () =>
    import("#app/components/layout/sticky-book-bar.tsx").then((module) => module.StickyBookBarView),
  "post-list": () => import("#app/features/blog/post-list.tsx").then((module) => module.PostListView),
  "booking-calendar": () =>
    import("#app/features/booking/booking-calendar.tsx").then((module) => module.BookingCalendarView),
  "faq-accordion": () =>
    import("#app/features/faq/faq-accordion.tsx").then((module) => module.FaqAccordionView),
  "faq-help-button": () =>
    import("#app/features/faq/faq-help-button.tsx").then((module) => module.FaqHelpButtonView),
  "contact-form": () =>
    import("#app/features/forms/contact-form.tsx").then((module) => module.ContactFormView),
  "gallery-grid": () =>
    import("#app/features/gallery/gallery-grid.tsx").then((module) => module.GalleryGridView),
  "press-logo": () => import("#app/features/press/press-logo.tsx").then((module) => module.PressLogoView),
  "tour-request-form": () =>
    import("#app/features/private-tours/tour-request-form.tsx").then((module) => module.TourRequestFormView),
  "reel-embed": () => import("#app/features/social/reel-embed.tsx").then((module) => module.ReelEmbedView),
  "group-size-estimate": () =>
    import("#app/features/tours/group-size-estimate.tsx").then((module) => module.GroupSizeEstimateView),
  "urgency-note": () =>
    import("#app/features/tours/urgency-note.tsx").then((module) => module.UrgencyNoteView),
  "feature-video": () =>
    import("#app/features/video/feature-video.tsx").then((module) => module.FeatureVideoView),
  "testimonial-carousel": () =>
    import("#app/features/testimonials/testimonial-carousel.tsx").then(
      (module) => module.TestimonialCarouselView,
    ),
  "adventure-application-form": () =>
    import("#app/features/forms/adventure-application-form.tsx").then(
      (module) => module.AdventureApplicationFormView,
    ),
  "form-toaster": () => import("#app/features/forms/toasts.tsx").then((module) => module.FormToasterView),
  "liability-waiver-link": () =>
    import("#app/features/adventure-cats/liability-waiver.tsx").then(
      (module) => module.LiabilityWaiverLinkView,
    ),
  "not-found-page": () =>
    import("#app/components/not-found-page.tsx").then((module) => module.NotFoundPageView),
  "booking-section": () =>
    import("#app/features/booking/booking-section.tsx").then((module) => module.BookingSectionView),
};

/** The islands' names; `islands` above has one entry for each. */
export type IslandName =
  | "site-header"
  | "footer-logo"
  | "promo-bar"
  | "sticky-book-bar"
  | "post-list"
  | "booking-calendar"
  | "faq-accordion"
  | "faq-help-button"
  | "contact-form"
  | "gallery-grid"
  | "press-logo"
  | "tour-request-form"
  | "reel-embed"
  | "group-size-estimate"
  | "urgency-note"
  | "feature-video"
  | "testimonial-carousel"
  | "adventure-application-form"
  | "form-toaster"
  | "liability-waiver-link"
  | "not-found-page"
  | "booking-section";
