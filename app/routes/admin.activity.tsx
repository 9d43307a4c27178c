import { Form } from "react-router";
import type { Route } from "./+types/admin.activity";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { AUDIT_ACTIONS, isAuditAction, VISITOR_ACTIONS } from "#app/features/admin/audit-actions.ts";
import {
  activityFilter,
  inboxRequest,
  positiveInt,
  requireRoleToChange,
  requireRoleToOpen,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import {
  CardsOnAPhone,
  EmptyState,
  inputClass,
  PageHeading,
  Pager,
  phoneCardClass,
  rowClass,
  staffMeta,
  StaffTable,
  StaffTime,
} from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Activity");

// Owners only; and read only: no route changes or deletes an entry.
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("manage staff")];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireRoleToOpen(context, "manage staff");
  const { inbox } = inboxRequest(context);
  const url = new URL(request.url);
  const filter = activityFilter(url);
  const page = positiveInt(url.searchParams.get("page")) ?? 1;
  const [result, people] = await Promise.all([inbox.audit.list(filter, page), inbox.audit.actors()]);
  return {
    filter,
    page,
    pages: result.pages,
    total: result.total,
    people,
    entries: result.rows.map((row) => ({
      id: row.id,
      when: staffMoment(row.createdAt),
      who: row.actorName || (VISITOR_ACTIONS.has(row.action) ? "A visitor" : "Nobody signed in"),
      action: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action,
      summary: row.summary,
    })),
  };
}

export default function StaffActivity({ loaderData }: Route.ComponentProps) {
  const { filter, page, pages, entries, people, total } = loaderData;
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({
      ...(filter.actorId ? { person: String(filter.actorId) } : {}),
      ...(filter.action ? { action: filter.action } : {}),
      ...extra,
    }).toString();
  return (
    <>
      <PageHeading title="Activity">
        <a href={`/admin/activity.csv?${query({})}`} download className={buttonClasses("secondary", "sm")}>
          Export CSV
        </a>
      </PageHeading>
      <p className="mt-2 max-w-3xl text-muted">
        Who did what, and when: sign-ins, invitations, roles, reviews, codes, replies, unsubscribes (yours and
        readers' own), campaign links, exports, every save in the editor and every publish. The record is kept
        as it happened and cannot be edited here.
      </p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor="activity-person" className="mb-1.5 block text-sm font-semibold">
            Person
          </label>
          <select
            id="activity-person"
            name="person"
            defaultValue={filter.actorId ?? ""}
            className={inputClass}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-action" className="mb-1.5 block text-sm font-semibold">
            What
          </label>
          <select
            id="activity-action"
            name="action"
            defaultValue={filter.action ?? ""}
            className={inputClass}
          >
            <option value="">Everything</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Show
        </button>
      </Form>
      {entries.length === 0 ? (
        <EmptyState>Nothing recorded{filter.actorId || filter.action ? " that matches" : " yet"}.</EmptyState>
      ) : (
        // A long name or address wraps anywhere, in a card as in a cell: break-words leaves a grid item or a table
        // column as wide as the longest word.
        <CardsOnAPhone
          ordered
          label={`${total} recorded event${total === 1 ? "" : "s"}`}
          cards={entries.map((entry) => (
            <li key={entry.id} className={phoneCardClass}>
              <p className="font-semibold">{entry.action}</p>
              <p className="mt-1 text-sm text-muted">
                {entry.who} · <StaffTime moment={entry.when} />
              </p>
              <p className="mt-2">{entry.summary}</p>
            </li>
          ))}
        >
          <StaffTable
            minWidth="40rem"
            columns={["When", "Who", "What", "Details"]}
            caption={`${total} recorded event${total === 1 ? "" : "s"}`}
          >
            {entries.map((entry) => (
              <tr key={entry.id} className={rowClass}>
                <td className="px-4 py-3">
                  <StaffTime moment={entry.when} />
                </td>
                <td className="px-4 py-3 font-medium wrap-anywhere">{entry.who}</td>
                <td className="px-4 py-3">{entry.action}</td>
                <td className="px-4 py-3 wrap-anywhere">{entry.summary}</td>
              </tr>
            ))}
          </StaffTable>
        </CardsOnAPhone>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(target) => `/admin/activity?${query({ page: String(target) })}`}
      />
    </>
  );
}
