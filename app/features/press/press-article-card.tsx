import { ArrowUpRight } from "#app/components/icons/icons.tsx";
import { ExternalLink, textLinkClasses } from "#app/components/ui/button.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { PressLogo } from "./press-logo.tsx";

export type PressArticle = {
  title: string;
  publication: string;
  /** ISO date. */
  date: string;
  description: string;
  link: string;
  logo: ResponsiveImage;
  quote?: string;
};

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** One article about us (spec, "Press article"): where and when, what it said, and the way to read it. */
export function PressArticleCard({ article }: { article: PressArticle }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-cream bg-card p-6 shadow-raised sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PressLogo logo={article.logo} name={article.publication} className="h-7 text-ink" afterLoad />
        <time dateTime={article.date} className="text-sm text-muted">
          {longDate.format(new Date(article.date))}
        </time>
      </div>
      <h3 className="mt-5 text-2xl">{article.title}</h3>
      <p className="mt-3 text-muted">{article.description}</p>
      {article.quote ? (
        <blockquote className="mt-5 border-l-4 border-marmalade pl-4 font-display text-lg text-ink">
          <p>&ldquo;{article.quote}&rdquo;</p>
        </blockquote>
      ) : null}
      <div className="mt-auto pt-6">
        <ExternalLink href={article.link} className={textLinkClasses()}>
          Read Article
          <ArrowUpRight aria-hidden className="size-4" />
          <span className="sr-only">: {article.title}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
