import { Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { inboxRequest } from "#app/features/admin/staff.server.ts";
import { PageHeading, staffMeta } from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Overview");

export async function loader({ context }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const [unread, applications, subscribers, waiting] = await Promise.all([
    inbox.messages.unreadCount(),
    inbox.applications.counts(),
    inbox.subscribers.search({ query: "", page: 1 }),
    inbox.outbox.waitingCount(),
  ]);
  return {
    unread,
    applications,
    subscribers: subscribers.active,
    waiting,
    sending: inbox.outbox.sending,
  };
}

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  const cards = [
    {
      to: "/admin/applications",
      figure: loaderData.applications.pending,
      label: "applications waiting for this week's review",
    },
    { to: "/admin/messages?show=unread", figure: loaderData.unread, label: "unread contact messages" },
    { to: "/admin/subscribers", figure: loaderData.subscribers, label: "newsletter subscribers" },
    {
      to: "/admin/outbox",
      figure: loaderData.waiting,
      label: loaderData.sending ? "e-mails waiting to be sent" : "e-mails drafted (sending is off)",
    },
  ];
  return (
    <>
      <PageHeading title="Overview" />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block rounded-3xl bg-card p-6 shadow-raised transition-shadow hover:shadow-lifted"
            >
              <span className="block font-display text-5xl text-harbor">{card.figure}</span>
              <span className="mt-2 block text-lg">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-muted">
        {loaderData.applications.approved} approved and {loaderData.applications.rejected} rejected
        applications so far.
      </p>
    </>
  );
}
