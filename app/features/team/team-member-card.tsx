import { PawPrint } from "#app/components/icons/icons.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";

export type TeamMemberView = {
  /** The card's id, which a post's author record links to. */
  anchor: string;
  name: string;
  role: string;
  bio: string;
  portrait: ResponsiveImage;
  cats: readonly { name: string; coat: string }[];
  catNames: string;
};

/** One guide (spec, "Team member"): portrait, name, role, bio and the cats at home. */
export function TeamMemberCard({ member }: { member: TeamMemberView }) {
  return (
    <article
      id={member.anchor}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream bg-card shadow-raised"
    >
      <Picture
        image={member.portrait}
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        defer="load"
        className="block aspect-[4/5] bg-cream"
      />
      <div className="flex grow flex-col p-6">
        <h3 className="text-2xl">{member.name}</h3>
        <p className="mt-1 text-sm font-semibold tracking-wide text-brick uppercase">{member.role}</p>
        <p className="mt-4 grow text-muted">{member.bio}</p>
        <p className="mt-5 flex items-start gap-2 rounded-xl bg-paper px-4 py-3 text-sm">
          <PawPrint aria-hidden className="mt-0.5 size-4 shrink-0 text-marmalade-dark" />
          <span>
            <span className="font-semibold">
              {member.cats.length === 1 ? "Cat" : "Cats"}: {member.catNames}
            </span>
            <span className="block text-muted">
              {member.cats.map((cat) => `${cat.name}, a ${cat.coat}`).join("; ")}
            </span>
          </span>
        </p>
      </div>
    </article>
  );
}
