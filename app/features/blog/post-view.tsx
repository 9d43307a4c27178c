import { ArrowLeft, ArrowRight, CalendarDays, Clock, PenLine } from "#app/components/icons/icons.tsx";
import { ButtonLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import type { PostViewData } from "./post-types.ts";
import { capitalize, tokens } from "#app/content/site.ts";

/** The reading view: Back to all posts, title, date, category, image, content and tags (spec, "Blog"). */
export function PostView({ post }: { post: PostViewData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href="/blog" data-in-page="" className={textLinkClasses()}>
        <ArrowLeft aria-hidden className="size-4" /> Back to all posts
      </a>
      <header className="mt-6">
        <CategoryBadge category={post.category} />
        <h1 className="mt-4 text-4xl sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={post.date}>{post.dateLabel}</time>
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" /> {post.readingMinutes} min read
          </li>
          {post.author ? (
            <li className="flex items-center gap-1.5">
              <PenLine aria-hidden className="size-4" /> {post.author}
            </li>
          ) : null}
        </ul>
      </header>
      {post.image ? (
        <Picture
          image={post.image}
          priority
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-8 block overflow-hidden rounded-2xl shadow-raised"
          imgClassName="aspect-video object-cover"
        />
      ) : null}
      {/* Our own Markdown, rendered at build time. */}
      <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="mt-12 border-t border-cream pt-8">
        <h2 className="sr-only">Tags</h2>
        <ul className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-cream bg-card px-3 py-1 text-sm text-muted">
              #{tag}
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-ink p-8 text-paper focus-on-dark">
          <h2 className="text-2xl">Walk these stories with a guide</h2>
          <p className="mt-2 text-paper/85">
            {capitalize(tokens.durationWords)}, about {tokens.distance}, small groups, {tokens.price} a guest.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/booking">Book Your Tour</ButtonLink>
            <ButtonLink to="/tours" variant="light">
              See All Tours
            </ButtonLink>
          </div>
        </div>
        <nav aria-label="More posts" className="mt-10 grid gap-4 sm:grid-cols-2">
          {post.newer ? (
            <a
              href={post.newer.path}
              data-in-page={post.newer.fullReload ? undefined : ""}
              className="rounded-2xl border border-cream bg-card p-5 hover:shadow-raised"
            >
              <span className="flex items-center gap-1 text-sm text-muted">
                <ArrowLeft aria-hidden className="size-4" /> Newer post
              </span>
              <span className="mt-1 block font-display text-lg font-semibold">{post.newer.title}</span>
            </a>
          ) : (
            <span />
          )}
          {post.older ? (
            <a
              href={post.older.path}
              data-in-page={post.older.fullReload ? undefined : ""}
              className="rounded-2xl border border-cream bg-card p-5 text-right hover:shadow-raised"
            >
              <span className="flex items-center justify-end gap-1 text-sm text-muted">
                Older post <ArrowRight aria-hidden className="size-4" />
              </span>
              <span className="mt-1 block font-display text-lg font-semibold">{post.older.title}</span>
            </a>
          ) : null}
        </nav>
      </footer>
    </article>
  );
}
