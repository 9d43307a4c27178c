import { CheckCircle2 } from "#app/components/icons/icons.tsx";
import type { Feature } from "#app/content/schema.ts";

/** "What to expect on every tour": loaded as its own chunk when the tours page needs it (spec, "Tours"). */
export default function TourExpectations({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-cream bg-card p-6">
          <CheckCircle2 aria-hidden className="size-6 text-harbor" />
          <h3 className="mt-3 text-xl">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
