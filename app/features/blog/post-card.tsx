import { ArrowRight, PawPrint } from "#app/components/icons/icons.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { PostSummary } from "./post-types.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { textLinkClasses } from "#app/components/ui/button.tsx";

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-cream bg-card shadow-raised transition-shadow hover:shadow-lifted"
      data-post-card={post.slug}
    >
      {post.image ? (
        <Picture
          image={post.image}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          imgClassName="aspect-video object-cover"
        />
      ) : (
        <div className="flex aspect-video items-center justify-center bg-cream" data-image-placeholder>
          <PawPrint aria-hidden className="size-12 text-marmalade-dark/60" />
        </div>
      )}
      <div className="flex grow flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <CategoryBadge category={post.category} />
          <time dateTime={post.date} className="text-sm text-muted">
            {post.dateLabel}
          </time>
        </div>
        <h3 className="mt-3 line-clamp-2 text-xl">{post.title}</h3>
        <p className="mt-2 line-clamp-3 text-muted">{post.excerpt}</p>
        <div className="mt-auto pt-5">
          <a href={post.path} data-in-page={post.fullReload ? undefined : ""} className={textLinkClasses()}>
            Read More<span className="sr-only"> about {post.title}</span>
            <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </div>
      </div>
    </article>
  );
}
