import { absoluteUrl } from "#app/config.ts";
import { collection } from "#app/content/content.server.ts";
import { image } from "#app/lib/images.server.ts";
import { catNames } from "./cat-names.ts";
import type { TeamMemberView } from "./team-member-card.tsx";

/** The guides (content/team), in their order. */
export function team() {
  return collection("team").toSorted((a, b) => a.order - b.order);
}

/** Where a guide is introduced: their card on the about page. */
export const guideAnchor = (slug: string) => `guide-${slug}`;

/**
 * A post's author as structured data names them: the guide's card on the about page as their page; an author who is
 * not a guide (a guest writer) has the about page, where the company introduces its writers.
 */
export function authorOf(name: string): { name: string; url: string } {
  const guide = team().find((member) => member.name === name);
  return { name, url: absoluteUrl(guide ? `/about#${guideAnchor(guide.slug)}` : "/about") };
}

/** What each guide's card shows: the portrait resolved, the cats named as a sentence. */
export function teamMemberViews(): TeamMemberView[] {
  return team().map((member) => ({
    anchor: guideAnchor(member.slug),
    name: member.name,
    role: member.role,
    bio: member.bio,
    cats: member.cats,
    catNames: catNames(member.cats),
    portrait: image(member.portrait),
  }));
}
