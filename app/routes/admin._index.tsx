import { Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { inboxRequest } from "#app/features/admin/staff.server.ts";
import { PageHeading, staffMeta, useStaffLayout } from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Overview");

/** The layout's loader (admin.tsx) already counts messages, applications and the outbox for this request. */
export async function loader({ context }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  return { subscribers: await inbox.subscribers.activeCount(), sending: inbox.outbox.sending };
}

const NO_APPLICATIONS = { pending: 0, approved: 0, rejected: 0 };

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  const layout = useStaffLayout();
  const applications = layout?.applications ?? NO_APPLICATIONS;
  const cards = [
    {
      to: "/admin/applications",
      figure: applications.pending,
      label: "applications waiting for this week's review",
    },
    {
      to: "/admin/requests",
      figure: layout?.badges.requests ?? 0,
      label: "new private-tour requests waiting for a reply",
    },
    {
      to: "/admin/messages?show=unread",
      figure: layout?.badges.messages ?? 0,
      label: "unread contact messages",
    },
    { to: "/admin/subscribers", figure: loaderData.subscribers, label: "newsletter subscribers" },
    {
      to: "/admin/outbox",
      figure: layout?.badges.outbox ?? 0,
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
        {applications.approved} approved and {applications.rejected} rejected applications so far.
      </p>
    </>
  );
}
