import { BookOpen, Footprints, HeartHandshake } from "#app/components/icons/icons.tsx";

// The spec gives three categories an icon; the others show the name alone.
const icons = {
  "Tour Stories": Footprints,
  "Cat Rescues": HeartHandshake,
  "History Deep Dives": BookOpen,
} as const;

export function CategoryBadge({ category }: { category: string }) {
  const Icon = icons[category as keyof typeof icons];
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-harbor-light px-3 py-1 text-xs font-semibold text-harbor">
      {Icon ? <Icon aria-hidden className="size-3.5" data-category-icon /> : null}
      {category}
    </span>
  );
}
