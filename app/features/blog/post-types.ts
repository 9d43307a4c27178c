import type { ResponsiveImage } from "#app/lib/images.ts";
import type { PostMeta } from "./post-schema.ts";

export type Post = Omit<PostMeta, "date" | "updated"> & {
  date: string;
  updated?: string;
  dateLabel: string;
  path: string;
  html: string;
  text: string;
  wordCount: number;
  readingMinutes: number;
};

/** A post as its card shows it; the image is null when the file is missing (the card draws a placeholder). */
export type PostSummary = Pick<
  Post,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "date"
  | "dateLabel"
  | "category"
  | "author"
  | "path"
  | "readingMinutes"
> & {
  image: ResponsiveImage | null;
  fullReload: boolean;
};

export type PostViewData = Omit<Post, "text" | "image"> & {
  image: ResponsiveImage | null;
  newer: PostSummary | null;
  older: PostSummary | null;
};
