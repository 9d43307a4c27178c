import { Award, Star, ThumbsUp, Users } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";

export type TrustItems = { rating: string; fiveStars: string; groups: string; guides: string };

/** Why guests trust us, in four short facts (DESIGN.md, "Trust strip"). */
export function TrustStrip({
  items: copy,
  className,
  tone = "light",
}: {
  items: TrustItems;
  className?: string;
  tone?: "light" | "dark";
}) {
  const items = [
    { icon: Star, text: copy.rating },
    { icon: ThumbsUp, text: copy.fiveStars },
    { icon: Users, text: copy.groups },
    { icon: Award, text: copy.guides },
  ];
  return (
    <ul
      className={cn(
        "flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium",
        tone === "dark" ? "text-paper/90" : "text-ink/85",
        className,
      )}
    >
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon
            aria-hidden
            className={cn("size-5", tone === "dark" ? "text-marmalade" : "text-marmalade-dark")}
          />
          {text}
        </li>
      ))}
    </ul>
  );
}
