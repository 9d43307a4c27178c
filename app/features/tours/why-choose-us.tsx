import { Cat, Landmark, Users } from "#app/components/icons/icons.tsx";
import type { Feature } from "#app/content/schema.ts";

const icons = [Landmark, Cat, Users];

export function WhyChooseUs({ points }: { points: readonly Feature[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {points.map((point, index) => {
        const Icon = icons[index % icons.length] ?? Cat;
        return (
          <li key={point.title} className="rounded-2xl bg-card p-7 text-center shadow-raised">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-marmalade-light">
              <Icon aria-hidden className="size-7 text-marmalade-dark" />
            </span>
            <h3 className="mt-4 text-xl">{point.title}</h3>
            <p className="mt-2 text-muted">{point.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
