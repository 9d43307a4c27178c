import { Award, Star, ThumbsUp, Users } from "lucide-react";
import { company } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";

/** Why guests trust us, in four short facts (DESIGN.md, "Trust strip"). */
export function TrustStrip({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const items = [
    { icon: Star, text: `${company.rating.value}/5 from ${company.rating.count} ratings` },
    { icon: ThumbsUp, text: `${company.rating.fiveStarShare}% of guests give 5 stars` },
    { icon: Users, text: "Small groups" },
    { icon: Award, text: "Licensed NYC guides" },
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
