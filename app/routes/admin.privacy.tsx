import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.privacy";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  changedBy,
  inboxRequest,
  positiveInt,
  requireRoleToChange,
  requireRoleToOpen,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  CsrfField,
  EmptyState,
  Notice,
  PageHeading,
  rowClass,
  StaffTable,
  CardsOnAPhone,
  phoneCardClass,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import {
  ERASE_NOT_CONFIRMED,
  PersonalDataRefused,
  recordCounts,
  recordsInWords,
  totalRecords,
} from "#server/privacy/personal-data.ts";

export const meta: Route.MetaFunction = () => staffMeta("Privacy");

// Owners only: a guide who opens or posts here gets a 403, and nothing is looked up, exported or erased.
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("handle privacy requests")];

/** Visitors' confirmed requests not yet answered, oldest first, each with the law's deadline. */
export async function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "handle privacy requests");
  const { inbox } = inboxRequest(context);
  const now = Date.now();
  return {
    requests: (await inbox.privacyRequests.open()).map((request) => ({
      id: request.id,
      email: request.email,
      kind: request.kind === "erase" ? "Erase my data" : "Show me my data",
      confirmed: staffDate(request.confirmedAt),
      deadline: staffDate(request.deadline),
      daysLeft: Math.ceil((request.deadline.getTime() - now) / 86_400_000),
    })),
  };
}

type Found = {
  email: string;
  counts: { label: string; count: number }[];
  total: number;
  staffAccount: boolean;
};
type ActionData = { notice?: { tone: "success" | "error"; text: string }; found?: Found; typed?: string };

/** A refusal: the page again with its message, answered with a 4xx. */
const refused = (status: 400 | 404 | 409, answer: ActionData) => data(answer, { status });

/** Look up an address, or erase it: posted, so an address never goes into an address bar or a log line. */
export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const by = changedBy(context);
  const {
    intent,
    email = "",
    confirm,
    request: requestId,
  } = await staffForm(request, ["intent", "email", "confirm", "request"]);

  /** What is held about the address, for the page; each look-up is in the Activity record (never the address). */
  async function lookUp(): Promise<Found> {
    const held = await inbox.privacy.find(email);
    await inbox.audit.record({
      actor: by.actor,
      action: "privacy-search",
      summary: `${by.actor.name} looked up the data held about one address (${recordsInWords(totalRecords(held))} found).`,
      clientHash: by.clientHash,
    });
    return {
      email: held.email,
      counts: recordCounts(held),
      total: totalRecords(held),
      staffAccount: held.staffAccounts.length > 0,
    };
  }

  try {
    if (intent === "done") {
      const id = positiveInt(requestId);
      if (!id) return refused(400, { notice: { tone: "error", text: "Choose a request to mark answered." } });
      if (!(await inbox.privacyRequests.markDone(id, by)))
        return refused(409, {
          notice: {
            tone: "error",
            text: `Request ${id} is not waiting for an answer: it was marked answered already, or there is no such request.`,
          },
        });
      return { notice: { tone: "success", text: `Request ${id} is marked answered.` } } satisfies ActionData;
    }
    if (intent === "find") return { typed: email, found: await lookUp() } satisfies ActionData;
    if (intent === "erase") {
      // Without the box (no JavaScript, or a crafted request): the look-up again, so the owner can tick it and go on.
      if (confirm !== "yes")
        return refused(400, {
          typed: email,
          found: await lookUp(),
          notice: { tone: "error", text: ERASE_NOT_CONFIRMED },
        });
      const erased = await inbox.privacy.erase(email, by);
      return {
        notice: {
          tone: "success",
          text: `Erased ${recordsInWords(erased.records)} held about ${email.trim().toLowerCase()}. Only a scrambled form of the address is kept, so a restored backup erases it again and it is never mailed.${
            erased.staffAccount
              ? " The address still has a staff account: disable it on People if the person has left."
              : ""
          }`,
        },
      } satisfies ActionData;
    }
    return refused(400, { notice: { tone: "error", text: "Choose Look up or Erase." } });
  } catch (error) {
    if (error instanceof PersonalDataRefused)
      return refused(400, { typed: email, notice: { tone: "error", text: error.message } });
    throw error;
  }
}

export default function StaffPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const found = actionData?.found;
  const { requests } = loaderData;
  return (
    <>
      <PageHeading title="Privacy" />
      <p className="mt-2 max-w-3xl text-muted">
        When someone asks what we hold about them, or asks us to erase it, type their e-mail address here. You
        see everything held about it, in every part of the staff area, and can download it for them or erase
        it. The law gives us a month (45 days for Californians); answer well before.
      </p>
      <Notice notice={actionData?.notice} />

      <section aria-labelledby="requests-heading" className="mt-8">
        <h2 id="requests-heading" className="font-sans text-xl font-semibold">
          Requests from visitors
        </h2>
        {requests.length === 0 ? (
          <EmptyState>
            No request is waiting. Visitors ask on the privacy page, and confirm by e-mail first.
          </EmptyState>
        ) : (
          <CardsOnAPhone
            label="Requests from visitors"
            cards={requests.map((request) => (
              <li key={request.id} className={phoneCardClass}>
                <p className="font-semibold break-all">{request.email}</p>
                <p className="text-sm text-muted">
                  {request.kind} · confirmed {request.confirmed}
                </p>
                <p className="mt-3 text-sm">
                  Answer by <AnswerBy {...request} />
                </p>
                <div className="mt-4">
                  <MarkAnswered id={request.id} />
                </div>
              </li>
            ))}
          >
            <StaffTable
              caption="Requests from visitors"
              columns={["Address", "Asked for", "Confirmed", "Answer by", ""]}
              minWidth="48rem"
            >
              {requests.map((request) => (
                <tr key={request.id} className={rowClass}>
                  <td className="px-4 py-3 break-all">{request.email}</td>
                  <td className="px-4 py-3">{request.kind}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{request.confirmed}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <AnswerBy {...request} />
                  </td>
                  <td className="px-4 py-3">
                    <MarkAnswered id={request.id} />
                  </td>
                </tr>
              ))}
            </StaffTable>
          </CardsOnAPhone>
        )}
      </section>

      <Form method="post" className="mt-8 flex max-w-2xl flex-wrap items-end gap-3">
        <CsrfField />
        <div className="grow">
          <label htmlFor="privacy-email" className="mb-1.5 block font-medium">
            E-mail address
          </label>
          <input
            id="privacy-email"
            name="email"
            type="email"
            required
            defaultValue={actionData?.typed ?? found?.email ?? ""}
            autoComplete="off"
            className="min-h-12 w-full rounded-xl border border-cream bg-card px-4"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="find"
          className={buttonClasses("primary", "md")}
          disabled={navigation.state === "submitting"}
        >
          Look up
        </button>
      </Form>

      {found ? (
        <section
          aria-labelledby="found-heading"
          className="mt-8 max-w-3xl rounded-3xl bg-card p-6 shadow-raised"
        >
          <h2 id="found-heading" className="font-sans text-xl font-semibold">
            {found.total ? `What we hold about ${found.email}` : `Nothing held about ${found.email}`}
          </h2>
          {found.total ? (
            <>
              <ul className="mt-3 space-y-1" data-testid="privacy-counts">
                {found.counts
                  .filter(({ count }) => count > 0)
                  .map(({ label, count }) => (
                    <li key={label}>
                      {label}: <span className="font-semibold">{count}</span>
                    </li>
                  ))}
              </ul>
              <Form
                method="post"
                action="/admin/privacy/export"
                reloadDocument
                className="mt-6 flex flex-wrap gap-3"
              >
                <CsrfField />
                <input type="hidden" name="email" value={found.email} />
                <button type="submit" name="format" value="json" className={buttonClasses("secondary", "md")}>
                  Download as a file (JSON)
                </button>
                <button type="submit" name="format" value="html" className={buttonClasses("secondary", "md")}>
                  Download as a page to read
                </button>
              </Form>
              <Form method="post" className="mt-6 border-t border-cream pt-6">
                <CsrfField />
                <input type="hidden" name="email" value={found.email} />
                <p className="max-w-2xl">
                  Erasing deletes every record above for good, everywhere: messages, requests, applications,
                  the subscription with its consent evidence, and the e-mails we sent. We keep only a
                  scrambled form of the address, so it is never mailed again and a restored backup erases it
                  too.
                  {found.staffAccount ? " A staff account is not erased here: disable it on People." : ""}
                </p>
                <label className="mt-3 flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                  Yes, erase everything held about {found.email}
                </label>
                <button
                  type="submit"
                  name="intent"
                  value="erase"
                  className={buttonClasses("ink", "md", "mt-3")}
                >
                  Erase
                </button>
              </Form>
            </>
          ) : (
            <p className="mt-2 text-muted">
              No message, request, application, subscription or e-mail uses this address, in any mix of
              capitals. Tell the person we hold nothing about it.
            </p>
          )}
        </section>
      ) : null}
    </>
  );
}

/** A request's deadline, and how many days are left to meet it. */
function AnswerBy({ deadline, daysLeft }: { deadline: string; daysLeft: number }) {
  return (
    <>
      <span className="font-semibold">{deadline}</span>
      <span className={daysLeft <= 7 ? "block text-brick" : "block text-muted"}>
        {daysLeft > 0 ? `${daysLeft} days left` : "Overdue"}
      </span>
    </>
  );
}

/** Marks a request answered, once the owner has answered it by e-mail. */
function MarkAnswered({ id }: { id: string | number }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="request" value={id} />
      <button type="submit" name="intent" value="done" className={buttonClasses("outline", "sm")}>
        Mark answered
      </button>
    </Form>
  );
}
