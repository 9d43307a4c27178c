import { ALL_CATEGORIES } from "./post-format.ts";
import { POST_CATEGORIES } from "./post-categories.ts";
import { POST_FILTER, postCountLine } from "./post-filter.ts";
import type { PostSummary } from "./post-types.ts";
import { PostCard } from "./post-card.tsx";

const FILTERS = [ALL_CATEGORIES, ...POST_CATEGORIES];

/**
 * Category filter buttons (pressed state announced) over a 1/2/3-column grid, newest first. Drawn with every post;
 * the islands runtime filters it without React, so a tap answers at once (post-filter.ts, docs/decisions/157).
 */
export function PostList({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <div {...{ [POST_FILTER.list]: "" }} className="contents">
      {/* The runtime filters the list: without JavaScript the buttons would do nothing, so they are not shown, and
          the list shows every post, as its count line says (docs/decisions/195). */}
      <div
        role="group"
        aria-label="Filter posts by category"
        className="flex flex-wrap gap-2 noscript:hidden"
      >
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={name === ALL_CATEGORIES}
            {...{ [POST_FILTER.button]: name }}
            // A tap before the runtime has arrived is held by the page's bootstrap, and done once it has.
            data-hold-tap
            className="min-h-11 rounded-full border border-cream bg-card px-4 text-sm font-semibold text-ink transition-colors hover:border-ink/40 aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
          >
            {name}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite" {...{ [POST_FILTER.count]: "" }}>
        {postCountLine(ALL_CATEGORIES, posts.length)}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} {...{ [POST_FILTER.post]: post.category }}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
