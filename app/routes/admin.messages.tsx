import { Form } from "react-router";
import type { Route } from "./+types/admin.messages";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  notMade,
  positiveInt,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CsrfField,
  EmptyState,
  Notice,
  PageHeading,
  Pager,
  staffMeta,
  StaffTime,
  Tabs,
} from "#app/features/admin/staff-ui.tsx";
import { cn } from "#app/lib/cn.ts";
import { company } from "#app/content/site.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { NO_PHONE } from "#app/features/forms/field-rules.ts";

export const meta: Route.MetaFunction = () => staffMeta("Messages");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const url = new URL(request.url);
  const unreadOnly = url.searchParams.get("show") === "unread";
  const page = positiveInt(url.searchParams.get("page")) ?? 1;
  const result = await inbox.messages.list({ page, unreadOnly });
  return {
    unreadOnly,
    page,
    pages: result.pages,
    total: result.total,
    unread: result.unread,
    messages: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      read: Boolean(row.readAt),
      received: staffMoment(row.createdAt),
    })),
  };
}

export const shouldRevalidate = afterEveryChange;

export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, ["id", "intent"]);
  const id = positiveInt(form.id);
  const read = form.intent === "read";
  if (!id || !(await inbox.messages.setRead(id, read))) return notMade(404, "That message was not found.");
  return { notice: { tone: "success" as const, text: read ? "Marked as read." : "Marked as unread." } };
}

function replyLink(message: { name: string; email: string; message: string }) {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const subject = `Re: your message to ${company.name}`;
  const body = `Hi ${message.name},\n\n\n\n${quoted}`;
  return mailtoHref(message.email, { subject, body });
}

export default function StaffMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { unreadOnly, page, pages } = loaderData;
  return (
    <>
      <PageHeading title="Messages" />
      <Tabs
        items={[
          { to: "/admin/messages", label: "All", count: loaderData.total, current: !unreadOnly },
          {
            to: "/admin/messages?show=unread",
            label: "Unread",
            count: loaderData.unread,
            current: unreadOnly,
          },
        ]}
      />
      <Notice notice={actionData?.notice} />
      {loaderData.messages.length === 0 ? (
        <EmptyState>{unreadOnly ? "Every message has been read." : "No messages yet."}</EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className={cn(
                  "rounded-3xl bg-card p-6 shadow-raised",
                  !message.read && "border-l-8 border-marmalade",
                )}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`message-${message.id}`} className="font-sans text-xl font-semibold">
                    {message.name}
                    {message.read ? null : (
                      <span className="ml-3 rounded-full bg-marmalade-light px-2.5 py-0.5 align-middle text-xs font-semibold text-ink">
                        Unread
                      </span>
                    )}
                  </h2>
                  <p className="text-sm text-muted">
                    <StaffTime moment={message.received} />
                  </p>
                </div>
                <p className="mt-1 text-muted">
                  {message.email} ·{" "}
                  {!message.phone.trim() || message.phone === NO_PHONE ? (
                    "no phone number given"
                  ) : (
                    <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`} className={textLinkClasses()}>
                      {message.phone}
                    </a>
                  )}
                </p>
                <p className="mt-4 whitespace-pre-wrap">{message.message}</p>
                <div className="mt-5 flex flex-wrap gap-3">
                  <a href={replyLink(message)} className={buttonClasses("secondary", "sm")}>
                    Reply by e-mail
                  </a>
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="intent" value={message.read ? "unread" : "read"} />
                    <button type="submit" className={buttonClasses("outline", "sm")}>
                      {message.read ? "Mark as unread" : "Mark as read"}
                    </button>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(target) => `/admin/messages?${unreadOnly ? "show=unread&" : ""}page=${target}`}
      />
    </>
  );
}
