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
} from "lucide-react";
import type { Route } from "./+types/home";
import { buttonClasses, ButtonLink } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { media, season } from "#app/config.ts";
import { bookTourLabel, capitalize, company, emailHref, tokens } from "#app/content/site.ts";
import { HomeNewsletterForm } from "#app/features/forms/home-newsletter-form.tsx";
import { GalleryGrid } from "#app/features/gallery/gallery-grid.tsx";
import { galleryFallbacks, galleryImages } from "#app/features/gallery/gallery.server.ts";
import { PressStrip } from "#app/features/press/press-strip.tsx";
import { RelatedTours } from "#app/features/related-tours/related-tours.tsx";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { TourComparison } from "#app/features/tour-comparison/tour-comparison.tsx";
import { FeatureVideo } from "#app/features/video/feature-video.tsx";
import { image, imageUrl } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, eventRecord } from "#app/lib/structured-data.ts";
import { indoorTalk, indoorTalkTimes } from "#content/data/events.ts";
import { homeGallery } from "#content/data/gallery.ts";
import {
  benefits,
  book,
  featureVideo,
  homeTestimonial,
  uniqueFeatures,
  type FeatureCard,
} from "#content/data/home.ts";
import { coverageFor, pressOutlets } from "#content/data/press.ts";
import { tourComparison } from "#app/features/tour-comparison/tour-comparison.server.ts";
import { relatedTours } from "#app/content/content.server.ts";

export function loader() {
  return {
    related: relatedTours("home"),
    hero: image("heroes/home"),
    comparison: tourComparison(),
    press: pressOutlets.map((outlet) => {
      const story = coverageFor(outlet.slug);
      return {
        name: outlet.name,
        logo: image(outlet.logo),
        link: story.link,
        title: story.title,
      };
    }),
    videoPoster: image("video/home-poster"),
    talk: {
      image: image(indoorTalk.image),
      imageUrl: imageUrl(indoorTalk.image),
      ...indoorTalkTimes(season.year),
    },
    bookCover: image("book/cover"),
    gallery: galleryImages(homeGallery.map((entry) => entry.image)),
    fallbacks: galleryFallbacks(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("home", [
    businessRecord(),
    eventRecord({
      name: indoorTalk.name,
      description: indoorTalk.description,
      image: loaderData.talk.imageUrl,
      startDate: loaderData.talk.startDate,
      endDate: loaderData.talk.endDate,
      location: { name: indoorTalk.venue.name, locality: indoorTalk.venue.locality },
      offers: indoorTalk.tickets.map((ticket) => ({
        name: ticket.name,
        price: ticket.price,
        url: "/booking",
      })),
      guide: indoorTalk.speaker,
    }),
  ]);

const featureIcons: Record<FeatureCard["icon"], typeof PawPrint> = {
  paw: PawPrint,
  badge: BadgeCheck,
  group: Users,
  harness: Cat,
};

const talkDay = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "America/New_York" });
const talkTime = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "America/New_York" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { talk } = loaderData;
  const bookOrder = `${emailHref}?${new URLSearchParams({
    subject: book.orderSubject,
    body: book.orderBody,
  })
    .toString()
    .replaceAll("+", "%20")}`;
  return (
    <>
      <Hero
        layout="split"
        aspect="portrait-3-4"
        height="large"
        eyebrow="Cat-history walking tours of New York"
        title="New York, told by its cats"
        subtitle="Two-hour small-group walks through Brooklyn Heights, the Financial District and the Lower East Side, with the mousers, ship's cats and stoop cats who helped build the city."
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
          <span className="font-semibold text-ink">
            {company.rating.value}/5 from {company.rating.count} ratings
          </span>
          <span aria-hidden="true">·</span>
          {company.rating.fiveStarShare}% of guests give five stars
        </p>
      </Hero>

      <PressStrip items={loaderData.press} />

      <Section id="video" eyebrow="See it first" title="A walk through cat history">
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-4 text-lg text-ink/90">
            <p>
              A ginger on a fire escape, a tugboat cat in the harbor, a snowy stoop on Joralemon Street and a
              bodega cat in the window at golden hour. This is what {tokens.durationWords} with us looks like.
            </p>
            <p className="text-muted">
              {media.featureVideoYoutubeId
                ? "Press play for the film. The player loads only when you do."
                : "Our film is in the edit. Until it is ready, press play for a slideshow of scenes from our walks."}
            </p>
          </div>
          <FeatureVideo
            title={featureVideo.title}
            poster={loaderData.videoPoster}
            youtubeId={media.featureVideoYoutubeId}
            slideshow={loaderData.gallery.map((item) => item.image)}
            sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
          />
        </div>
      </Section>

      <Section id="guest-review" tone="cream" labelledBy="guest-review-heading">
        <h2 id="guest-review-heading" className="sr-only">
          What a guest said
        </h2>
        <TestimonialCard testimonial={homeTestimonial} className="mx-auto max-w-3xl" />
      </Section>

      <aside aria-label="Season news" className="bg-brick text-paper" data-season-banner>
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <p className="font-display text-2xl font-semibold sm:text-3xl">
              The {season.year} season is nearly over.
            </p>
            <p className="mt-1 text-paper/90">
              Catch one of the last walks, or join us indoors this winter. Next season&apos;s tours start in{" "}
              {season.next}.
            </p>
          </div>
          <a href="#indoor-talk" className={buttonClasses("light", "md", "shrink-0")}>
            <CalendarDays aria-hidden className="size-5" />
            See the winter talk
          </a>
        </div>
      </aside>

      <Section id="intro" eyebrow="Why cats?" title="History, one whisker at a time">
        <Intro>
          <p>
            For three hundred years New York&apos;s cats guarded its grain, its mail sacks and its ship holds.
            They sat on its stoops and in its shop windows, and the newspapers loved them. Our licensed guides
            walk you through the neighborhoods where those stories happened, stop by stop, in groups small
            enough to hear every word.
          </p>
        </Intro>
      </Section>

      <Section
        id="compare"
        tone="cream"
        eyebrow="Three neighborhoods"
        title="Compare our tours"
        intro={`Every walk costs ${tokens.price}, takes about ${tokens.durationWords} and covers about ${tokens.distance}. The difference is the neighborhood, and its cats.`}
      >
        <TourComparison {...loaderData.comparison} />
      </Section>

      <Section id="features" eyebrow="What makes us different" title="Not your usual walking tour">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {uniqueFeatures.map((feature) => (
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

      <Section id="benefits" tone="harbor" eyebrow="Good to know" title="What your ticket includes">
        <ul className="grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
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

      <Section id="indoor-talk" eyebrow="This winter, indoors" title={indoorTalk.name}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <Picture
            image={talk.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="block overflow-hidden rounded-2xl shadow-lifted"
          />
          <div>
            <p className="text-lg text-ink/90">{indoorTalk.description}</p>
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
                  <span className="font-semibold">{indoorTalk.venue.name}</span>. {indoorTalk.venue.note}
                </span>
              </li>
            </ul>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {indoorTalk.tickets.map((ticket) => (
                <li key={ticket.name} className="flex flex-col rounded-2xl border border-cream bg-card p-5">
                  <h3 className="font-sans text-base font-semibold">{ticket.name}</h3>
                  <p className="mt-1 font-display text-3xl font-semibold">${ticket.price}</p>
                  <p className="mt-2 grow text-sm text-muted">{ticket.description}</p>
                </li>
              ))}
            </ul>
            <ButtonLink to="/booking" className="mt-8">
              <Ticket aria-hidden className="size-5" />
              Get Talk Tickets
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="newsletter" tone="card" labelledBy="newsletter-heading">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-brick uppercase">Newsletter</p>
            <h2 id="newsletter-heading" className="text-3xl sm:text-4xl">
              Letters from the archive
            </h2>
            <p className="mt-4 text-lg text-muted">
              Once a month: new tour dates, the history behind a stop, and first word of the winter talk.
              Unsubscribe any time.
            </p>
          </div>
          <div className="rounded-2xl border border-cream bg-paper p-6 sm:p-8">
            <HomeNewsletterForm />
          </div>
        </div>
      </Section>

      <Section id="book" tone="cream" labelledBy="book-heading">
        <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr] lg:grid-cols-[1fr_2fr]">
          <Picture
            image={loaderData.bookCover}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 40vw, 70vw"
            className="mx-auto block w-3/4 max-w-xs -rotate-2 overflow-hidden rounded-md shadow-lifted md:w-full"
          />
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-brick uppercase">The book</p>
            <h2 id="book-heading" className="text-3xl sm:text-4xl">
              {book.title}
            </h2>
            <p className="mt-2 text-lg font-semibold">by {book.author}</p>
            <p className="mt-4 max-w-2xl text-lg text-ink/90">{book.description}</p>
            <p className="mt-4 text-muted">
              Signed copies are sold directly by us: send an e-mail with your address and we will reply with
              the price and shipping.
            </p>
            <a href={bookOrder} className={buttonClasses("primary", "lg", "mt-6")}>
              <Mail aria-hidden className="size-5" />
              Order by E-mail
            </a>
          </div>
        </div>
      </Section>

      <Section
        id="gallery"
        eyebrow="From the walks"
        title="Scenes from our tours"
        intro="Press any picture to see it larger."
      >
        <GalleryGrid
          title="Scenes from our tours"
          images={loaderData.gallery}
          fallbacks={loaderData.fallbacks}
          layout="mosaic"
        />
        <p className="mt-8">
          <ButtonLink to="/gallery" variant="outline">
            See the full gallery
          </ButtonLink>
        </p>
      </Section>

      <CallToAction
        id="contact-cta"
        tone="cream"
        icon={MessageCircleQuestion}
        title="Questions before you book?"
        actions={
          <>
            <ButtonLink to="/contact" variant="secondary">
              Contact Us
            </ButtonLink>
            <EmailLink className="text-harbor" />
          </>
        }
      >
        <p>
          Accessibility, children, private groups or the press: write to the guides and we will answer within
          two days.
        </p>
      </CallToAction>

      <Section id="book-cta" tone="ink" labelledBy="book-cta-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="book-cta-heading" className="text-4xl sm:text-5xl">
            Your walk through cat history starts here
          </h2>
          <p className="mt-4 text-lg text-paper/85">
            {capitalize(tokens.durationWords)}, about {tokens.distance}, small groups and a licensed guide,
            for {tokens.price} a guest.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/booking" size="lg">
              {bookTourLabel}
            </ButtonLink>
            <ButtonLink to="/tours" size="lg" variant="light">
              Compare the Tours
            </ButtonLink>
          </div>
        </div>
      </Section>

      <RelatedTours block={loaderData.related} />
    </>
  );
}
