import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.requests";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { tokens } from "#app/content/site.ts";
import { dollars } from "#app/content/tokens.ts";
import {
  changedBy,
  inboxRequest,
  notMade,
  positiveInt,
  signedIn,
  type StaffAnswer,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CsrfField,
  EmptyState,
  inputClass,
  Notice,
  PageHeading,
  staffMeta,
  StaffTime,
  Tabs,
} from "#app/features/admin/staff-ui.tsx";
import { longDate } from "#app/features/private-tours/tour-request.ts";
import { requestWords, tourReply } from "#app/features/private-tours/tour-reply.ts";
import { TOUR_REQUEST_STATUSES, type TourRequestStatus } from "#db/statuses.ts";

export const meta: Route.MetaFunction = () => staffMeta("Private-tour requests");

const STATUS_WORDS: Record<TourRequestStatus, string> = {
  new: "New",
  replied: "Replied",
  booked: "Booked",
  declined: "Declined",
};

function statusFrom(value: string | null): TourRequestStatus {
  return TOUR_REQUEST_STATUSES.find((status) => status === value) ?? "new";
}

/** A request's occasion and neighborhood in the words the form showed the visitor. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const status = statusFrom(new URL(request.url).searchParams.get("status"));
  const [rows, counts] = await Promise.all([inbox.tourRequests.list(status), inbox.tourRequests.counts()]);
  return {
    status,
    counts,
    requests: rows.map(({ request: row, events, draftId }) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      dates: row.preferredDates.map((date) => ({ value: date, label: longDate(date) })),
      chosenDate: row.chosenDate ? longDate(row.chosenDate) : null,
      guests: row.guests,
      estimate: dollars(row.estimate),
      ...requestWords(row),
      accessibility: row.accessibility,
      message: row.message,
      notes: row.notes,
      received: staffMoment(row.createdAt),
      history: events.map((event, index) => ({
        key: index,
        what: `${STATUS_WORDS[event.status]} by ${event.staff}`,
        when: staffMoment(event.createdAt),
      })),
      draftId,
    })),
  };
}

const NOT_FOUND = "That request was not found.";

type Notice = {
  tone: "success" | "error";
  text: string;
  draftId?: number;
  /** A request just marked booked or declined: the notice offers to undo it. */
  undo?: { id: number; name: string };
};

/** The longest notes a request keeps: a page of them. */
const MAX_NOTES = 5_000;

/**
 * Reply (drafts the e-mail into the outbox for the guide to edit and send; sending it moves the request to
 * replied), or a move to booked or declined, recorded with who made it.
 */
export const shouldRevalidate = afterEveryChange;

export async function action({
  context,
  request,
}: Route.ActionArgs): Promise<StaffAnswer<{ notice: Notice }>> {
  const { inbox, clientHash } = inboxRequest(context);
  const me = signedIn(context);
  const form = await staffForm(request, ["id", "intent", "date", "notes"]);
  const id = positiveInt(form.id);
  if (!id) return notMade(404, NOT_FOUND);
  if (form.intent === "reply") {
    const outcome = await inbox.tourRequests.draftReply(
      id,
      form.date ?? "",
      tourReply(await inbox.siteAddress.current()),
    );
    if (outcome.ok) {
      return {
        notice: {
          tone: "success" as const,
          text: "Reply drafted. Edit it and send it from the outbox; the request moves to replied when it is sent.",
          draftId: outcome.outboxId,
        },
      };
    }
    const [status, text] = (
      {
        "not-found": [404, NOT_FOUND],
        "not-a-date": [400, "Choose one of the dates the guest asked for."],
        "already-drafted": [
          409,
          "A reply to this request is already drafted: edit and send it from the outbox.",
        ],
        closed: [409, "This request is already booked or declined."],
      } as const satisfies Record<typeof outcome.reason, readonly [400 | 404 | 409, string]>
    )[outcome.reason];
    return notMade(status, text);
  }
  if (form.intent === "notes") {
    const notes = (form.notes ?? "").replace(/\r\n/g, "\n").trim();
    if (notes.length > MAX_NOTES)
      return notMade(400, `Keep the notes under ${MAX_NOTES.toLocaleString("en-US")} characters.`);
    return (await inbox.tourRequests.saveNotes(id, notes, changedBy(context)))
      ? { notice: { tone: "success" as const, text: "Notes saved." } }
      : notMade(404, NOT_FOUND);
  }
  if (form.intent === "reopen") {
    const back = await inbox.tourRequests.reopen(id, changedBy(context));
    if (back.ok) return { notice: { tone: "success" as const, text: "Undone: the request is open again." } };
    return back.reason === "not-found"
      ? notMade(404, NOT_FOUND)
      : notMade(409, `That request is ${back.status}: there is nothing to undo.`);
  }
  if (form.intent !== "booked" && form.intent !== "declined") {
    return notMade(400, "That is not something a request can do.");
  }
  const moved = await inbox.tourRequests.move(id, form.intent, me.name);
  if (moved.ok) {
    await inbox.audit.record({
      actor: me,
      action: form.intent === "booked" ? "request-booked" : "request-declined",
      target: `tour-request:${id}`,
      summary: `${me.name} marked private-tour request #${id} ${form.intent}.`,
      clientHash,
    });
    const [row] = (await inbox.tourRequests.list(form.intent)).filter((each) => each.request.id === id);
    return {
      notice: {
        tone: "success",
        text: `Marked ${form.intent}.`,
        undo: { id, name: row?.request.name ?? `request #${id}` },
      },
    };
  }
  return moved.reason === "not-found"
    ? notMade(404, NOT_FOUND)
    : notMade(409, `That request is ${moved.status}: it cannot be marked ${form.intent}.`);
}

export default function StaffTourRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { status, counts } = loaderData;
  const notice = actionData?.notice;
  return (
    <>
      <PageHeading title="Private-tour requests">
        <a href="/admin/requests.csv" download className={buttonClasses("secondary", "sm")}>
          Export CSV
        </a>
      </PageHeading>
      <p className="mt-2 text-muted">
        New requests, oldest first: we promise a reply within {tokens.replyTime}. Reply drafts an e-mail with
        the estimate, the date and the booking link; edit it in the outbox and send it.
      </p>
      <Tabs
        items={TOUR_REQUEST_STATUSES.map((value) => ({
          to: `/admin/requests?status=${value}`,
          label: STATUS_WORDS[value],
          count: counts[value],
          current: value === status,
        }))}
      />
      <Notice notice={notice} />
      {notice?.undo ? (
        <Form method="post" className="mt-3">
          <CsrfField />
          <input type="hidden" name="id" value={notice.undo.id} />
          <button
            type="submit"
            name="intent"
            value="reopen"
            className={buttonClasses("outline", "sm")}
            aria-label={`Undo: reopen ${notice.undo.name}'s request`}
          >
            Undo
          </button>
        </Form>
      ) : null}
      {notice?.draftId ? (
        <p className="mt-3">
          <Link to={`/admin/outbox#email-${notice.draftId}`} className={buttonClasses("secondary", "sm")}>
            Edit and send the reply
          </Link>
        </p>
      ) : null}
      {loaderData.requests.length === 0 ? (
        <EmptyState>
          {status === "new" ? "No requests are waiting for a reply." : `No ${status} requests yet.`}
        </EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.requests.map((request) => (
            <li key={request.id}>
              <article
                aria-labelledby={`request-${request.id}`}
                className="rounded-3xl bg-card p-6 shadow-raised"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`request-${request.id}`} className="font-sans text-xl font-semibold">
                    {request.name}
                    <span className="font-normal text-muted">
                      {" "}
                      · {request.guests} guests · {request.occasion}
                    </span>
                  </h2>
                  <p className="text-sm text-muted">
                    Received <StaffTime moment={request.received} inSentence />
                  </p>
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">E-mail</dt>
                  <dd className="break-all">{request.email}</dd>
                  {request.phone ? (
                    <>
                      <dt className="font-semibold">Phone</dt>
                      <dd>{request.phone}</dd>
                    </>
                  ) : null}
                  <dt className="font-semibold">Dates</dt>
                  <dd>{request.dates.map((date) => date.label).join("; ")}</dd>
                  <dt className="font-semibold">Neighborhood</dt>
                  <dd>{request.neighborhood}</dd>
                  <dt className="font-semibold">Estimate</dt>
                  <dd>{request.estimate}</dd>
                  {request.chosenDate ? (
                    <>
                      <dt className="font-semibold">Offered</dt>
                      <dd>{request.chosenDate}</dd>
                    </>
                  ) : null}
                  {request.accessibility ? (
                    <>
                      <dt className="font-semibold">Access needs</dt>
                      <dd className="whitespace-pre-wrap">{request.accessibility}</dd>
                    </>
                  ) : null}
                </dl>
                {request.message ? (
                  <p className="mt-4 rounded-2xl bg-paper p-4 whitespace-pre-wrap">{request.message}</p>
                ) : null}
                <Form method="post" className="mt-4 grid gap-2">
                  <CsrfField />
                  <input type="hidden" name="id" value={request.id} />
                  <label htmlFor={`notes-${request.id}`} className="text-sm font-semibold">
                    Notes for the team{" "}
                    <span className="font-normal text-muted">(the guest never sees them)</span>
                  </label>
                  <textarea
                    id={`notes-${request.id}`}
                    name="notes"
                    defaultValue={request.notes}
                    rows={3}
                    maxLength={MAX_NOTES}
                    placeholder="A call, a deposit, a dietary need…"
                    className={`${inputClass} block resize-y py-3`}
                  />
                  <div>
                    <button
                      type="submit"
                      name="intent"
                      value="notes"
                      className={buttonClasses("outline", "sm")}
                      aria-label={`Save notes: ${request.name}'s request`}
                    >
                      Save notes
                    </button>
                  </div>
                </Form>
                {request.history.length ? (
                  <ol className="mt-4 space-y-1 text-sm text-muted" aria-label="History">
                    {request.history.map((line) => (
                      <li key={line.key}>
                        {line.what}, <StaffTime moment={line.when} inSentence />
                      </li>
                    ))}
                  </ol>
                ) : null}
                {status === "booked" || status === "declined" ? (
                  <Form method="post" className="mt-5">
                    <CsrfField />
                    <input type="hidden" name="id" value={request.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="reopen"
                      className={buttonClasses("outline", "sm")}
                      aria-label={`Reopen (undo ${status}): ${request.name}'s request`}
                    >
                      Reopen (undo {status})
                    </button>
                  </Form>
                ) : null}
                {status === "new" || status === "replied" ? (
                  <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
                    {request.draftId ? (
                      <Link
                        to={`/admin/outbox#email-${request.draftId}`}
                        className={buttonClasses("primary", "md")}
                      >
                        Edit and send the reply
                      </Link>
                    ) : (
                      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
                        <CsrfField />
                        <input type="hidden" name="id" value={request.id} />
                        <fieldset>
                          <legend className="mb-1.5 text-sm font-semibold">Date to offer</legend>
                          <div className="flex flex-wrap gap-x-4 gap-y-1">
                            {request.dates.map((date, index) => (
                              <label key={date.value} className="flex min-h-11 items-center gap-2">
                                <input
                                  type="radio"
                                  name="date"
                                  value={date.value}
                                  defaultChecked={index === 0}
                                  className="size-5 accent-harbor"
                                />
                                {date.label}
                              </label>
                            ))}
                          </div>
                        </fieldset>
                        <button
                          type="submit"
                          name="intent"
                          value="reply"
                          className={buttonClasses("primary", "md")}
                          aria-label={`Reply to ${request.name}`}
                        >
                          Reply
                        </button>
                      </Form>
                    )}
                    <Form method="post" className="flex flex-wrap gap-3">
                      <CsrfField />
                      <input type="hidden" name="id" value={request.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="booked"
                        className={buttonClasses("secondary", "md")}
                        aria-label={`Mark booked: ${request.name}'s request`}
                      >
                        Mark booked
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="declined"
                        className={buttonClasses("outline", "md")}
                        aria-label={`Decline ${request.name}'s request`}
                      >
                        Decline
                      </button>
                    </Form>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
