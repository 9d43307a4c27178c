import { useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { ALL_CATEGORIES, filterByCategory } from "./post-format.ts";
import { POST_CATEGORIES } from "./post-categories.ts";
import type { PostSummary } from "./post-types.ts";
import { PostCard } from "./post-card.tsx";
import { island } from "#app/islands/island.tsx";

const FILTERS = [ALL_CATEGORIES, ...POST_CATEGORIES];

/** Category filter buttons (pressed state announced) over a 1/2/3-column grid, newest first. */
export function PostListView({ posts }: { posts: readonly PostSummary[] }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const shown = filterByCategory(posts, category);
  return (
    <>
      <div role="group" aria-label="Filter posts by category" className="flex flex-wrap gap-2">
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className={cn(
              "min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors",
              category === name
                ? "border-ink bg-ink text-paper"
                : "border-cream bg-card text-ink hover:border-ink/40",
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {category === ALL_CATEGORIES
          ? `Showing all ${shown.length} posts`
          : `Showing ${shown.length} ${shown.length === 1 ? "post" : "posts"} in ${category}`}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** An island that starts at the first tap, key or focus on it (docs/decisions/110). */
export const PostList = island("post-list", PostListView);
