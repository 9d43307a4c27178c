import { Form } from "react-router";
import type { Route } from "./+types/admin.subscribers";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  positiveInt,
  searchText,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  CsrfField,
  EmptyState,
  inputClass,
  Notice,
  PageHeading,
  Pager,
  rowClass,
  StaffTable,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Subscribers");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const url = new URL(request.url);
  const query = searchText(request, "q").slice(0, 200);
  const page = positiveInt(url.searchParams.get("page")) ?? 1;
  const result = await inbox.subscribers.search({ query, page });
  return {
    query,
    page,
    pages: result.pages,
    total: result.total,
    active: result.active,
    subscribers: result.rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(" "),
      consent: row.consent ? `Yes, ${staffDate(row.consentedAt)}` : "No box ticked (footer form)",
      tags: row.tags,
      subscribed: staffDate(row.createdAt),
      unsubscribed: row.unsubscribedAt ? staffDate(row.unsubscribedAt) : null,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, ["id"]);
  const id = positiveInt(form.id);
  if (!id || !(await inbox.subscribers.unsubscribe(id))) {
    return {
      notice: { tone: "error" as const, text: "That subscriber was not found or is already unsubscribed." },
    };
  }
  return { notice: { tone: "success" as const, text: "Unsubscribed." } };
}

export default function StaffSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, pages } = loaderData;
  const exportHref = `/admin/subscribers.csv${query ? `?q=${encodeURIComponent(query)}` : ""}`;
  return (
    <>
      <PageHeading title="Subscribers">
        <a href={exportHref} download className={buttonClasses("secondary", "sm")}>
          Export CSV{query ? " (these results)" : ""}
        </a>
      </PageHeading>
      <p className="mt-2 text-muted">{loaderData.active} subscribed now.</p>
      <Form method="get" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="subscriber-search" className="mb-1.5 block text-sm font-semibold">
            Search by e-mail, name or tag
          </label>
          <input id="subscriber-search" name="q" type="search" defaultValue={query} className={inputClass} />
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Search
        </button>
      </Form>
      <Notice notice={actionData?.notice} />
      {loaderData.subscribers.length === 0 ? (
        <EmptyState>{query ? `Nobody matches "${query}".` : "No subscribers yet."}</EmptyState>
      ) : (
        <StaffTable
          minWidth="48rem"
          columns={["E-mail", "Name", "Consent", "Tags", "Signed up", "Status"]}
          caption={`${loaderData.total} subscriber${loaderData.total === 1 ? "" : "s"}${query ? ` matching ${query}` : ""}`}
        >
          {loaderData.subscribers.map((subscriber) => (
            <tr key={subscriber.id} className={rowClass}>
              <td className="px-4 py-3 font-medium break-all">{subscriber.email}</td>
              <td className="px-4 py-3">{subscriber.name}</td>
              <td className="px-4 py-3">{subscriber.consent}</td>
              <td className="px-4 py-3">{subscriber.tags}</td>
              <td className="px-4 py-3 whitespace-nowrap">{subscriber.subscribed}</td>
              <td className="px-4 py-3">
                {subscriber.unsubscribed ? (
                  <span className="text-muted">Unsubscribed {subscriber.unsubscribed}</span>
                ) : (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="id" value={subscriber.id} />
                    <button
                      type="submit"
                      className={buttonClasses("outline", "sm")}
                      aria-label={`Unsubscribe ${subscriber.email}`}
                    >
                      Unsubscribe
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(target) =>
          `/admin/subscribers?${query ? `q=${encodeURIComponent(query)}&` : ""}page=${target}`
        }
      />
    </>
  );
}
