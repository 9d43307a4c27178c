import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { may } from "#app/features/admin/roles.ts";
import { inboxRequest, requireStaff, staffSessionContext } from "#app/features/admin/staff.server.ts";
import { StaffErrorPage, StaffHeader, staffMeta } from "#app/features/admin/staff-ui.tsx";

export const middleware: Route.MiddlewareFunction[] = [requireStaff];

export async function loader({ context }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const session = context.get(staffSessionContext);
  const [messages, requests, applications, outbox] = await Promise.all([
    inbox.messages.unreadCount(),
    inbox.tourRequests.counts(),
    inbox.applications.counts(),
    // Another person's newsletter test is theirs to copy and send: not counted for anyone else (decision 187); nor
    // a sign-in e-mail for a guide, who cannot open it (decision 189).
    inbox.outbox.counts(session.staff.email, { signInLinks: may(session.staff.role, "read sign-in links") }),
  ]);
  return {
    csrf: session.csrfToken,
    me: { name: session.staff.name, role: session.staff.role },
    badges: {
      messages,
      requests: requests.new,
      applications: applications.pending,
      outbox: outbox.drafts + outbox.waiting,
    },
    applications,
    outbox,
  };
}

export const meta: Route.MetaFunction = () => staffMeta("Overview");

/** The staff area's frame: its own header and navigation instead of the public site's. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffHeader badges={loaderData.badges} me={loaderData.me} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl grow px-4 py-10 focus:outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </>
  );
}

/** A page's refusal keeps the menu when the layout read its counts; a refusal before that (no session) cannot. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} layout={loaderData} />;
}
