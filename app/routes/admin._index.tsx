import { Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { may } from "#app/features/admin/roles.ts";
import { inboxRequest, signedIn } from "#app/features/admin/staff.server.ts";
import { PageHeading, staffMeta, useStaffLayout } from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Overview");

/** The layout's loader (admin.tsx) already counts messages, applications and the outbox for this request. */
export async function loader({ context }: Route.LoaderArgs) {
  const { inbox, backups } = inboxRequest(context);
  return {
    subscribers: await inbox.subscribers.activeCount(),
    sending: await inbox.outbox.sending(),
    // Owners only: a guide can neither open Backups nor turn them on.
    backupsOff: may(signedIn(context).role, "back up data") && !backups.hasKey,
    // Confirmed requests to see or erase a person's data, each with a legal deadline: owners answer them.
    privacyRequests: may(signedIn(context).role, "handle privacy requests")
      ? (await inbox.privacyRequests.open()).length
      : null,
  };
}

const NO_APPLICATIONS = { pending: 0, approved: 0, rejected: 0 };

/** "1 unread contact message", "2 unread contact messages": each figure with the words for what it counts. */
function counted(figure: number, one: string, many: string): { figure: number; label: string } {
  return { figure, label: figure === 1 ? one : many };
}

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  const layout = useStaffLayout();
  const applications = layout?.applications ?? NO_APPLICATIONS;
  const outbox = layout?.outbox ?? { drafts: 0, waiting: 0 };
  const cards = [
    {
      to: "/admin/applications",
      ...counted(
        applications.pending,
        "application waiting for this week's review",
        "applications waiting for this week's review",
      ),
    },
    {
      to: "/admin/requests",
      ...counted(
        layout?.badges.requests ?? 0,
        "new private-tour request waiting for a reply",
        "new private-tour requests waiting for a reply",
      ),
    },
    {
      to: "/admin/messages?show=unread",
      ...counted(layout?.badges.messages ?? 0, "unread contact message", "unread contact messages"),
    },
    {
      to: "/admin/subscribers",
      ...counted(
        loaderData.subscribers,
        "confirmed newsletter subscriber",
        "confirmed newsletter subscribers",
      ),
    },
    {
      to: "/admin/outbox",
      ...(loaderData.sending
        ? counted(outbox.waiting, "e-mail waiting to go out", "e-mails waiting to go out")
        : counted(
            outbox.waiting,
            "e-mail waiting for you to copy and send (e-mail is not set up)",
            "e-mails waiting for you to copy and send (e-mail is not set up)",
          )),
    },
    {
      to: "/admin/outbox",
      ...counted(outbox.drafts, "reply drafted, not yet sent", "replies drafted, not yet sent"),
    },
    ...(loaderData.privacyRequests === null
      ? []
      : [
          {
            to: "/admin/privacy",
            ...counted(
              loaderData.privacyRequests,
              "privacy request waiting for your answer, by its deadline",
              "privacy requests waiting for your answer, by their deadlines",
            ),
          },
        ]),
  ];
  return (
    <>
      <PageHeading title="Overview" />
      {loaderData.backupsOff ? (
        <p className="mt-6 max-w-3xl rounded-2xl bg-brick/10 px-5 py-4 text-brick">
          <span className="font-semibold">Backups are off:</span> this server has no backup key yet, so
          nothing is backed up.{" "}
          <Link to="/admin/backups" className="font-semibold whitespace-nowrap underline underline-offset-4">
            How to turn backups on
          </Link>
        </p>
      ) : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.label}>
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
