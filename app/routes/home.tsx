import {
  BadgeCheck,
  CalendarDays,
  Cat,
  Check,
  Mail,
  MapPin,
  MessageCircleQuestion,
  PawPrint,
  Ticket,
  Users,
} from "#app/components/icons/icons.tsx";
import type { Route } from "./+types/home";
import { buttonClasses, ButtonLink } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { media } from "#app/config.ts";
import { pageContent, relatedTours, setting, testimonialsFor } from "#app/content/content.server.ts";
import { bookTourLabel, company, siteSettings } from "#app/content/site.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { indoorTalkEvent, indoorTalkTimes } from "#app/features/events/indoor-talk.ts";
import { HomeNewsletterForm } from "#app/features/forms/home-newsletter-form.tsx";
import { GalleryGrid } from "#app/features/gallery/gallery-grid.tsx";
import { galleryFallbacks, galleryImages } from "#app/features/gallery/gallery.server.ts";
import { pressStripItems } from "#app/features/press/press.server.ts";
import { PressStrip } from "#app/features/press/press-strip.tsx";
import { RelatedTours } from "#app/features/related-tours/related-tours.tsx";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { TourComparison } from "#app/features/tour-comparison/tour-comparison.tsx";
import { FeatureVideo } from "#app/features/video/feature-video.tsx";
import { image, imageUrl } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, eventRecord } from "#app/lib/structured-data.ts";
import { eventIsOver } from "#app/features/events/event-dates.ts";
import { tourComparison } from "#app/features/tour-comparison/tour-comparison.server.ts";
import { BAND } from "#app/lib/bands.ts";

export function loader() {
  const copy = pageContent("home");
  const { indoorTalk } = copy;
  const talkTimes = indoorTalkTimes(siteSettings.season.year, indoorTalk);
  const [testimonial] = testimonialsFor("home");
  if (!testimonial)
    throw new Error('The home page shows a testimonial: give one showOn "home" in content/testimonials.');
  return {
    copy,
    related: relatedTours("home"),
    hero: image("heroes/home"),
    comparison: tourComparison(copy.compare),
    press: pressStripItems(),
    videoPoster: image("video/home-poster"),
    testimonial,
    // The winter talk, and the season banner that points to it, until the talk is over: the page is rendered at each
    // build and publish, so a talk in the past leaves it (docs/decisions/121).
    talk: eventIsOver(talkTimes, new Date())
      ? null
      : { ...indoorTalk, image: image(indoorTalk.image), imageUrl: imageUrl(indoorTalk.image), ...talkTimes },
    bookCover: image("book/cover"),
    newsletterConsent: setting("newsletter").homeConsent,
    privacyLink: setting("privacy").formLink,
    gallery: galleryImages(copy.gallery.pictures),
    fallbacks: galleryFallbacks(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: { talk } }) =>
  pageMeta("home", [businessRecord(), ...(talk ? [eventRecord(indoorTalkEvent(talk, talk.imageUrl))] : [])]);

type FeatureIcon = Route.ComponentProps["loaderData"]["copy"]["features"]["cards"][number]["icon"];
const featureIcons: Record<FeatureIcon, typeof PawPrint> = {
  paw: PawPrint,
  badge: BadgeCheck,
  group: Users,
  harness: Cat,
};

const talkDay = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "America/New_York" });
const talkTime = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "America/New_York" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, talk } = loaderData;
  const { book } = copy;
  const bookOrder = mailtoHref(company.email, { subject: book.order.subject, body: book.order.body });
  return (
    <>
      <Hero
        layout="split"
        aspect="portrait-3-4"
        height="large"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        image={loaderData.hero}
        primary={{ text: bookTourLabel, to: "/booking" }}
        secondary={{
          text: (
            <>
              Learn More<span className="sr-only"> about our tours</span>
            </>
          ),
          to: "/tours",
        }}
      >
        <p className="mt-6 flex items-center gap-2 text-sm text-muted">
          <span className="font-semibold text-ink">{copy.hero.rating}</span>
          <span aria-hidden="true">·</span>
          {copy.hero.fiveStarShare}
        </p>
      </Hero>

      <PressStrip items={loaderData.press} {...copy.pressStrip} />

      <Section id="video" eyebrow={copy.video.eyebrow} title={copy.video.title}>
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-4 text-lg text-ink/90">
            <p>{copy.video.text}</p>
            <p className="text-muted">
              {media.featureVideoYoutubeId ? copy.video.filmNote : copy.video.slideshowNote}
            </p>
          </div>
          <FeatureVideo
            title={copy.video.title}
            poster={loaderData.videoPoster}
            youtubeId={media.featureVideoYoutubeId}
            slideshow={loaderData.gallery.map((item) => item.image)}
            sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
          />
        </div>
      </Section>

      <Section className={BAND} id="guest-review" tone="cream" labelledBy="guest-review-heading">
        <h2 id="guest-review-heading" className="sr-only">
          {copy.guestReview.title}
        </h2>
        <TestimonialCard testimonial={loaderData.testimonial} className="mx-auto max-w-3xl" />
      </Section>

      {talk && (
        <aside aria-label="Season news" className="bg-brick text-paper" data-season-banner>
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
            <div>
              <p className="font-display text-2xl font-semibold sm:text-3xl">
                {siteSettings.seasonBanner.title}
              </p>
              <p className="mt-1 text-paper/90">{siteSettings.seasonBanner.text}</p>
            </div>
            <a href="#indoor-talk" className={buttonClasses("light", "md", "shrink-0")}>
              <CalendarDays aria-hidden className="size-5" />
              {siteSettings.seasonBanner.link}
            </a>
          </div>
        </aside>
      )}

      <Section className={BAND} id="intro" eyebrow={copy.intro.eyebrow} title={copy.intro.title}>
        <Intro>
          <p>{copy.intro.text}</p>
        </Intro>
      </Section>

      <Section
        className={BAND}
        id="compare"
        tone="cream"
        eyebrow={copy.compare.eyebrow}
        title={copy.compare.title}
        intro={copy.compare.intro}
      >
        <TourComparison {...loaderData.comparison} />
      </Section>

      <Section className={BAND} id="features" eyebrow={copy.features.eyebrow} title={copy.features.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.features.cards.map((feature) => (
            <li key={feature.title}>
              <IconCard
                icon={featureIcons[feature.icon]}
                title={feature.title}
                footer={
                  feature.link ? (
                    <ButtonLink to={feature.link.to} variant="outline" size="sm">
                      {feature.link.text}
                    </ButtonLink>
                  ) : null
                }
              >
                <p>{feature.description}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        className={BAND}
        id="benefits"
        tone="harbor"
        eyebrow={copy.benefits.eyebrow}
        title={copy.benefits.title}
      >
        <ul className="grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.benefits.items.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <span className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-marmalade text-ink">
                <Check aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-display text-xl font-semibold">{benefit.title}</span>
                <span className="mt-1 block text-paper/85">{benefit.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      {talk && (
        <Section className={BAND} id="indoor-talk" eyebrow={talk.eyebrow} title={talk.name}>
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
            <Picture
              image={talk.image}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="block overflow-hidden rounded-2xl shadow-lifted"
            />
            <div>
              <p className="text-lg text-ink/90">{talk.description}</p>
              <ul className="mt-6 space-y-3">
                <li className="flex items-start gap-3">
                  <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-brick" />
                  <span>
                    <time dateTime={talk.startDate} className="font-semibold">
                      {talkDay.format(new Date(talk.startDate))}
                    </time>
                    , {talkTime.format(new Date(talk.startDate))} to {talkTime.format(new Date(talk.endDate))}
                  </span>
                </li>
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brick" />
                  <span>
                    <span className="font-semibold">{talk.venue.name}</span>. {talk.venue.note}
                  </span>
                </li>
              </ul>
              <ul className="mt-8 grid gap-4 sm:grid-cols-2">
                {talk.tickets.map((ticket) => (
                  <li key={ticket.name} className="flex flex-col rounded-2xl border border-cream bg-card p-5">
                    <h3 className="font-sans text-base font-semibold">{ticket.name}</h3>
                    <p className="mt-1 font-display text-3xl font-semibold">${ticket.price}</p>
                    <p className="mt-2 grow text-sm text-muted">{ticket.description}</p>
                  </li>
                ))}
              </ul>
              <ButtonLink to="/booking" className="mt-8">
                <Ticket aria-hidden className="size-5" />
                {talk.button}
              </ButtonLink>
            </div>
          </div>
        </Section>
      )}

      <Section className={BAND} id="newsletter" tone="card" labelledBy="newsletter-heading">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-brick uppercase">
              {copy.newsletter.eyebrow}
            </p>
            <h2 id="newsletter-heading" className="text-3xl sm:text-4xl">
              {copy.newsletter.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{copy.newsletter.text}</p>
          </div>
          <div className="rounded-2xl border border-cream bg-paper p-6 sm:p-8">
            <HomeNewsletterForm
              consentLabel={loaderData.newsletterConsent}
              privacyLink={loaderData.privacyLink}
            />
          </div>
        </div>
      </Section>

      <Section className={BAND} id="book" tone="cream" labelledBy="book-heading">
        <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr] lg:grid-cols-[1fr_2fr]">
          <Picture
            image={loaderData.bookCover}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 40vw, 70vw"
            className="mx-auto block w-3/4 max-w-xs -rotate-2 overflow-hidden rounded-md shadow-lifted md:w-full"
          />
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-brick uppercase">{book.eyebrow}</p>
            <h2 id="book-heading" className="text-3xl sm:text-4xl">
              {book.title}
            </h2>
            <p className="mt-2 text-lg font-semibold">by {book.author}</p>
            <p className="mt-4 max-w-2xl text-lg text-ink/90">{book.description}</p>
            <p className="mt-4 text-muted">{book.orderNote}</p>
            <a href={bookOrder} className={buttonClasses("primary", "lg", "mt-6")}>
              <Mail aria-hidden className="size-5" />
              {book.order.button}
            </a>
          </div>
        </div>
      </Section>

      <Section
        className={BAND}
        id="gallery"
        eyebrow={copy.gallery.eyebrow}
        title={copy.gallery.title}
        intro={copy.gallery.intro}
      >
        <GalleryGrid
          title={copy.gallery.title}
          images={loaderData.gallery}
          fallbacks={loaderData.fallbacks}
          layout="mosaic"
        />
        <p className="mt-8">
          <ButtonLink to="/gallery" variant="outline">
            {copy.gallery.fullGallery}
          </ButtonLink>
        </p>
      </Section>

      <CallToAction
        id="contact-cta"
        tone="cream"
        icon={MessageCircleQuestion}
        title={copy.contact.title}
        actions={
          <>
            <ButtonLink to="/contact" variant="secondary">
              {copy.contact.button}
            </ButtonLink>
            <EmailLink className="text-harbor" />
          </>
        }
      >
        <p>{copy.contact.text}</p>
      </CallToAction>

      <Section className={BAND} id="book-cta" tone="ink" labelledBy="book-cta-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="book-cta-heading" className="text-4xl sm:text-5xl">
            {copy.bookCta.title}
          </h2>
          <p className="mt-4 text-lg text-paper/85">{copy.bookCta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/booking" size="lg">
              {bookTourLabel}
            </ButtonLink>
            <ButtonLink to="/tours" size="lg" variant="light">
              {copy.bookCta.compare}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <RelatedTours block={loaderData.related} />
    </>
  );
}
