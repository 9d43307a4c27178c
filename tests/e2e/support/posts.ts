import { content } from "./content.ts";

export type PostInfo = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  author?: string;
  tags: string[];
};

/** The posts as their files describe them, so the tests check the page against the content, not a copy of it. */
export const posts: PostInfo[] = content.posts.map((post) => post.meta);
