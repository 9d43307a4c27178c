import { collection } from "#app/content/content.server.ts";
import { image } from "#app/lib/images.server.ts";
import { catNames } from "./cat-names.ts";
import type { TeamMemberView } from "./team-member-card.tsx";

/** The guides (content/team), in their order. */
export function team() {
  return collection("team").toSorted((a, b) => a.order - b.order);
}

/** What each guide's card shows: the portrait resolved, the cats named as a sentence. */
export function teamMemberViews(): TeamMemberView[] {
  return team().map((member) => ({
    name: member.name,
    role: member.role,
    bio: member.bio,
    cats: member.cats,
    catNames: catNames(member.cats),
    portrait: image(member.portrait),
  }));
}
