import { data } from "react-router";
import type { Route } from "./+types/blog";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { plainText } from "#app/features/blog/post-format.ts";
import { PostList } from "#app/features/blog/post-list.tsx";
import { PostView } from "#app/features/blog/post-view.tsx";
import { RelatedTours } from "#app/features/related-tours/related-tours.tsx";
import { allPosts, postBySlug, postView, summarize } from "#app/features/blog/posts.server.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { blogPosting, blogRecord, breadcrumbList } from "#app/lib/structured-data.ts";
import { page } from "#app/content/pages.ts";
import { pageContent, relatedTours } from "#app/content/content.server.ts";
import { authorOf } from "#app/features/team/team.server.ts";

export function loader({ params }: Route.LoaderArgs) {
  if (!params.slug) {
    return {
      mode: "list" as const,
      copy: pageContent("blog"),
      hero: image("heroes/blog"),
      posts: allPosts().map(summarize),
      related: relatedTours("blog"),
      post: null,
      author: undefined,
    };
  }
  const post = postBySlug(params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    mode: "detail" as const,
    copy: null,
    hero: null,
    posts: null,
    related: null,
    post: postView(post),
    author: post.author ? authorOf(post.author) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.mode === "list") {
    return pageMeta("blog", [
      blogRecord({
        name: `${page("blog").crumb}: ${page("blog").og.headline}`,
        description: page("blog").description,
        path: page("blog").path,
        posts: loaderData.posts.map((post) => ({
          title: post.title,
          path: post.path,
          datePublished: post.date,
        })),
      }),
    ]);
  }
  const { post } = loaderData;
  return seo({
    title: post.title,
    description: post.excerpt,
    path: post.path,
    image: `/og/blog/${post.slug}.png`,
    type: "article",
    jsonLd: [
      blogPosting({
        title: post.title,
        excerpt: post.excerpt,
        path: post.path,
        image: `/og/blog/${post.slug}.png`,
        datePublished: post.date,
        dateModified: post.updated,
        author: loaderData.author,
        articleBody: plainText(post.html),
        keywords: post.tags,
        wordCount: post.wordCount,
      }),
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: post.path },
      ]),
    ],
    extra: [
      { property: "article:published_time", content: post.date },
      { property: "article:modified_time", content: post.updated ?? post.date },
      { property: "article:section", content: post.category },
      ...(post.author ? [{ property: "article:author", content: post.author }] : []),
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "detail") return <PostView post={loaderData.post} />;
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <Section
        id="latest"
        eyebrow={copy.latest.eyebrow}
        title={copy.latest.title}
        intro={<p>{copy.latest.intro}</p>}
      >
        <PostList posts={loaderData.posts} />
        <p className="mt-10 text-center">
          <a href="/newsletter" className="font-semibold text-harbor underline underline-offset-4">
            {copy.newsletterLink}
          </a>
        </p>
      </Section>
      <RelatedTours block={loaderData.related} />
    </>
  );
}
