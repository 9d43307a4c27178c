import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/admin.subscribers";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  changedBy,
  inboxRequest,
  positiveInt,
  searchTerm,
  signedIn,
  staffDate,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import { may } from "#app/features/admin/roles.ts";
import {
  CardsOnAPhone,
  ConfirmButton,
  CsrfField,
  EmptyState,
  inputClass,
  MAX_SEARCH_LENGTH,
  Notice,
  PageHeading,
  Pager,
  phoneCardClass,
  rowClass,
  staffMeta,
  StaffTable,
  StaffTime,
} from "#app/features/admin/staff-ui.tsx";
import type { Inbox } from "#server/inbox/inbox.ts";
import type { NewsletterSending } from "#server/newsletter/sending.ts";

export const meta: Route.MetaFunction = () => staffMeta("Subscribers");

async function subscriberList(inbox: Inbox, sending: NewsletterSending, query: string, page: number) {
  const result = await inbox.subscribers.search({ query, page });
  // The issues each was sent, and which bounced (docs/decisions/105).
  const issues = await sending.sends.forSubscribers(result.rows.map((row) => row.id));
  // Who unsubscribed each one from here, from the audit trail.
  const unsubscribers = await inbox.audit.latestFor(
    result.rows.filter((row) => row.unsubscribedAt).map((row) => `subscriber:${row.id}`),
  );
  const by = (id: number) => {
    const name = unsubscribers.get(`subscriber:${id}`)?.actorName;
    return name ? ` by ${name}` : "";
  };
  return {
    query,
    page,
    pages: result.pages,
    total: result.total,
    active: result.active,
    pending: result.pending,
    subscribers: result.rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(" "),
      status:
        row.status === "subscribed"
          ? `Subscribed, confirmed ${staffDate(row.confirmedAt, { inSentence: true })}`
          : row.status === "pending"
            ? "Pending: confirmation link not followed yet"
            : row.status === "bounced"
              ? `Bounced ${staffDate(row.bouncedAt, { inSentence: true })}: not mailed again (${row.bounceReason})`
              : row.status === "complained"
                ? "Reported our e-mail as spam: not mailed again"
                : `Unsubscribed ${staffDate(row.unsubscribedAt, { inSentence: true })}${by(row.id)}`,
      issues: (issues.get(row.id) ?? []).map(
        (issue) =>
          `${issue.slug}: ${
            issue.status === "sent"
              ? "sent"
              : issue.status === "bounced"
                ? `bounced (${issue.error})`
                : issue.status === "failed"
                  ? "not delivered after retries"
                  : issue.status
          }${issue.unsubscribed ? ", unsubscribed through it" : ""}`,
      ),
      unsubscribed: row.status === "unsubscribed",
      // What the person agreed to, from which form, and when: the consent evidence of their latest sign-up.
      evidence: row.signup
        ? {
            form: row.signup.form === "home" ? "Home page form" : "Footer form",
            wording: row.signup.consentWording,
            version: row.signup.consentVersion,
            signedUp: staffMoment(row.signup.createdAt),
            confirmed: row.signup.confirmedAt ? staffMoment(row.signup.confirmedAt) : null,
            client: row.signup.clientHash,
          }
        : null,
      tags: row.tags,
      subscribed: staffMoment(row.createdAt),
    })),
  };
}

/** Everyone, newest first; a search is posted (an address or a name never goes into the page's address). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox, newsletterSending } = inboxRequest(context);
  return {
    ...(await subscriberList(
      inbox,
      newsletterSending,
      "",
      positiveInt(new URL(request.url).searchParams.get("page")) ?? 1,
    )),
    canExport: may(signedIn(context).role, "export subscribers"),
  };
}

/** A search (or a page of its results), or an unsubscribe; either way the search stays on screen. */
export async function action({ context, request }: Route.ActionArgs) {
  const { inbox, newsletterSending } = inboxRequest(context);
  const form = await staffForm(request, ["q", "intent", "id", "page"]);
  const query = searchTerm(form.q);
  let notice: { tone: "success" | "error"; text: string } | undefined;
  if (form.intent === "unsubscribe") {
    const id = positiveInt(form.id);
    notice =
      id && (await inbox.subscribers.unsubscribe(id, changedBy(context)))
        ? { tone: "success", text: "Unsubscribed." }
        : { tone: "error", text: "That subscriber was not found or is already unsubscribed." };
  }
  const search = query
    ? await subscriberList(inbox, newsletterSending, query, positiveInt(form.page) ?? 1)
    : null;
  return { notice, search };
}

export default function StaffSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const list = actionData?.search ?? loaderData;
  const { query, page, pages } = list;
  // Every post from this page carries the search and its page, so the same results stay on screen.
  const searchFields = query ? (
    <>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="page" value={page} />
    </>
  ) : null;
  const caption = `${list.total} subscriber${list.total === 1 ? "" : "s"}${query ? ` matching ${query}` : ""}`;
  return (
    <>
      <PageHeading title="Subscribers">
        {!loaderData.canExport ? null : query ? (
          // Posted like the search itself; reloadDocument lets the browser download the answer.
          <Form method="post" action="/admin/subscribers.csv" reloadDocument>
            <CsrfField />
            {searchFields}
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Export CSV (these results)
            </button>
          </Form>
        ) : (
          <a href="/admin/subscribers.csv" download className={buttonClasses("secondary", "sm")}>
            Export CSV
          </a>
        )}
      </PageHeading>
      <p className="mt-2 text-muted">
        {list.active} subscribed now; {list.pending} waiting to confirm (forgotten after 30 days if they never
        do).
        {loaderData.canExport
          ? " The CSV holds confirmed and unsubscribed addresses, each with its unsubscribe link."
          : null}
      </p>
      <Form method="post" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <CsrfField />
        <div className="grow">
          <label htmlFor="subscriber-search" className="mb-1.5 block text-sm font-semibold">
            Search by e-mail, name or tag
          </label>
          <input
            id="subscriber-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={MAX_SEARCH_LENGTH}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Search
        </button>
      </Form>
      <Notice notice={actionData?.notice} />
      {list.subscribers.length === 0 ? (
        <EmptyState>{query ? `Nobody matches "${query}".` : "No subscribers yet."}</EmptyState>
      ) : (
        <CardsOnAPhone
          label={caption}
          cards={list.subscribers.map((subscriber) => (
            <li key={subscriber.id} className={phoneCardClass}>
              <p className="font-semibold">{subscriber.email}</p>
              {subscriber.name ? <p className="text-muted">{subscriber.name}</p> : null}
              <div className="mt-2 text-sm">
                <Status subscriber={subscriber} />
              </div>
              <div className="text-sm">
                <Consent subscriber={subscriber} />
              </div>
              <p className="text-sm text-muted">
                {subscriber.tags ? `Tags: ${subscriber.tags} · ` : ""}First seen{" "}
                <StaffTime moment={subscriber.subscribed} inSentence />
              </p>
              {subscriber.unsubscribed ? null : (
                <div className="mt-3">
                  <Unsubscribe subscriber={subscriber}>{searchFields}</Unsubscribe>
                </div>
              )}
            </li>
          ))}
        >
          <StaffTable
            minWidth="48rem"
            columns={["E-mail", "Name", "Status", "Consent", "Tags", "First seen", "Actions"]}
            caption={caption}
          >
            {list.subscribers.map((subscriber) => (
              <tr key={subscriber.id} className={rowClass}>
                <td className="min-w-56 px-4 py-3 font-medium [overflow-wrap:anywhere]">
                  {subscriber.email}
                </td>
                <td className="px-4 py-3">{subscriber.name}</td>
                <td className="px-4 py-3">
                  <Status subscriber={subscriber} />
                </td>
                <td className="px-4 py-3">
                  <Consent subscriber={subscriber} />
                </td>
                <td className="px-4 py-3">{subscriber.tags}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <StaffTime moment={subscriber.subscribed} />
                </td>
                <td className="px-4 py-3">
                  {subscriber.unsubscribed ? null : (
                    <Unsubscribe subscriber={subscriber}>{searchFields}</Unsubscribe>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        </CardsOnAPhone>
      )}
      {query ? (
        <Pager page={page} pages={pages} post={(target) => ({ q: query, page: String(target) })} />
      ) : (
        <Pager page={page} pages={pages} href={(target) => `/admin/subscribers?page=${target}`} />
      )}
    </>
  );
}

type Subscriber = Route.ComponentProps["loaderData"]["subscribers"][number];

/** Where a subscriber stands, with the newsletters sent to them behind a disclosure. */
function Status({ subscriber }: { subscriber: Subscriber }) {
  return (
    <>
      {subscriber.status}
      {subscriber.issues.length ? (
        <details className="mt-1">
          <summary className="min-h-11 cursor-pointer content-center text-xs font-semibold text-harbor">
            Newsletters ({subscriber.issues.length})
          </summary>
          <ul className="mt-1 grid gap-1 text-xs">
            {subscriber.issues.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** The record of a subscriber's consent: which form, what they agreed to, and when they signed up and confirmed. */
function Consent({ subscriber }: { subscriber: Subscriber }) {
  if (!subscriber.evidence) return <>Signed up before double opt-in</>;
  const { evidence } = subscriber;
  return (
    <details>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-harbor">
        {evidence.form}, <StaffTime moment={evidence.signedUp} inSentence />
      </summary>
      <dl className="mt-2 grid gap-1 text-xs">
        <dt className="font-semibold">Agreed to (version {evidence.version})</dt>
        <dd>{evidence.wording}</dd>
        <dt className="font-semibold">Signed up</dt>
        <dd>
          <StaffTime moment={evidence.signedUp} />
        </dd>
        <dt className="font-semibold">Confirmed</dt>
        <dd>{evidence.confirmed ? <StaffTime moment={evidence.confirmed} /> : "Not yet"}</dd>
        <dt className="font-semibold">Client (hashed)</dt>
        <dd className="font-mono">{evidence.client}</dd>
      </dl>
    </details>
  );
}

/** Unsubscribe, asked about first (it cannot be taken back); `children` keep the search on screen. */
function Unsubscribe({ subscriber, children }: { subscriber: Subscriber; children: ReactNode }) {
  return (
    <ConfirmButton
      intent="unsubscribe"
      id={subscriber.id}
      label="Unsubscribe"
      description={`Unsubscribe ${subscriber.email}`}
      question={`Unsubscribe ${subscriber.email}? No more issues go to this address, and only its owner can sign up again.`}
      yes="Yes, unsubscribe"
    >
      {children}
    </ConfirmButton>
  );
}
