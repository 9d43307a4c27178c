import { ArrowUpRight, Camera } from "#app/components/icons/icons.tsx";
import type { Route } from "./+types/gallery";
import { ButtonLink, ExternalLink } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { media } from "#app/config.ts";
import { pageContent } from "#app/content/content.server.ts";
import { GalleryGrid } from "#app/features/gallery/gallery-grid.tsx";
import { GallerySpinner } from "#app/features/gallery/gallery-spinner.tsx";
import { galleryFallbacks, galleryImages } from "#app/features/gallery/gallery.server.ts";
import { PressLogo } from "#app/features/press/press-logo.tsx";
import { newestStory, pressOutlet } from "#app/features/press/press.server.ts";
import { FeatureVideo } from "#app/features/video/feature-video.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { BAND } from "#app/lib/bands.ts";
export function loader() {
  const copy = pageContent("gallery");
  const outlet = pressOutlet(copy.featured.outlet);
  return {
    copy,
    hero: image("heroes/gallery"),
    featured: {
      outlet: outlet.name,
      logo: image(outlet.logo),
      story: newestStory(outlet),
      poster: image("video/gallery-poster"),
      slideshow: copy.featured.slideshow.map((name) => image(name)),
    },
    tourPhotos: galleryImages(copy.tourPhotos.pictures.map((photo) => photo.picture)),
    fanPhotos: galleryImages(copy.fanPhotos.pictures),
    fallbacks: galleryFallbacks(),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("gallery");

const segmentDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { copy, featured } = loaderData;
  return (
    <>
      <GallerySpinner />
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        primary={{ text: "Book Your Tour", to: "/booking" }}
      />
      <Section id="intro" title={copy.intro.title}>
        <Intro>
          <p>{copy.intro.text}</p>
        </Intro>
      </Section>

      <Section className={BAND} id="featured-on" tone="ink" labelledBy="featured-on-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="featured-on-heading" className="text-3xl sm:text-4xl">
              <span className="mb-4 block font-sans text-sm font-semibold tracking-widest text-marmalade-light uppercase">
                Featured on
              </span>
              <span className="inline-flex rounded-xl bg-paper px-4 py-3">
                <PressLogo logo={featured.logo} name={featured.outlet} className="h-9 text-ink sm:h-10" />
              </span>
            </h2>
            <p className="mt-6 font-display text-2xl font-semibold">{featured.story.title}</p>
            <p className="mt-3 text-lg text-paper/85">{featured.story.description}</p>
            <p className="mt-3 text-sm text-paper/70">
              {copy.featured.broadcastNote}{" "}
              <time dateTime={featured.story.date}>{segmentDate.format(new Date(featured.story.date))}</time>.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ButtonLink to="/tours" size="lg">
                Book Your Tour Today
              </ButtonLink>
              <ExternalLink
                href={featured.story.link}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-paper underline-offset-4 hover:underline"
              >
                {copy.featured.segmentLink}
                <ArrowUpRight aria-hidden className="size-4" />
              </ExternalLink>
            </div>
          </div>
          <FeatureVideo
            title={featured.story.title}
            poster={featured.poster}
            youtubeId={media.featureVideoYoutubeId}
            slideshow={featured.slideshow}
            sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
          />
        </div>
      </Section>

      <Section
        className={BAND}
        id="tour-photos"
        eyebrow={copy.tourPhotos.eyebrow}
        title="Tour Photo Gallery"
        intro={`${loaderData.tourPhotos.length} ${copy.tourPhotos.intro}`}
      >
        <GalleryGrid
          title="Tour Photo Gallery"
          images={loaderData.tourPhotos}
          fallbacks={loaderData.fallbacks}
          layout="columns-3"
        />
      </Section>

      <Section
        className={BAND}
        id="fan-photos"
        tone="cream"
        eyebrow={copy.fanPhotos.eyebrow}
        title="Feline Fan Photos"
        intro={`${loaderData.fanPhotos.length} ${copy.fanPhotos.intro}`}
      >
        <GalleryGrid
          title="Feline Fan Photos"
          images={loaderData.fanPhotos}
          fallbacks={loaderData.fallbacks}
          layout="columns-3"
        />
      </Section>

      <CallToAction
        id="share"
        variant="marmalade"
        icon={Camera}
        title="Share Your Cat Photos With Us!"
        actions={
          <ButtonLink to="/contact" variant="ink" size="lg">
            Submit Your Cat Photos
          </ButtonLink>
        }
      >
        <p>{copy.share.text}</p>
      </CallToAction>
    </>
  );
}
