import { Form } from "react-router";
import type { Route } from "./+types/admin.applications";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  changedBy,
  inboxRequest,
  notMade,
  type StaffAnswer,
  positiveInt,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import { setting } from "#app/content/content.server.ts";
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
import { APPLICATION_STATUSES, type ApplicationStatus } from "#db/statuses.ts";

export const meta: Route.MetaFunction = () => staffMeta("Adventure Cat applications");

function statusFrom(value: string | null): ApplicationStatus {
  return APPLICATION_STATUSES.find((status) => status === value) ?? "pending";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const status = statusFrom(new URL(request.url).searchParams.get("status"));
  const [rows, counts] = await Promise.all([inbox.applications.list(status), inbox.applications.counts()]);
  // Who reviewed each one, from the audit trail.
  const reviewers = await inbox.audit.latestFor(
    rows.map(({ application }) => `application:${application.id}`),
  );
  return {
    status,
    counts,
    applications: rows.map(({ application: row, code, redeemedAt }) => ({
      id: row.id,
      catName: row.catName,
      owner: `${row.firstName} ${row.lastName}`,
      email: row.email,
      mobile: row.mobile,
      instagram: row.instagram,
      notes: row.notes,
      submitted: staffMoment(row.createdAt),
      reviewed: row.reviewedAt ? staffMoment(row.reviewedAt) : null,
      reviewNote: row.reviewNote,
      reviewer: reviewers.get(`application:${row.id}`)?.actorName ?? "",
      code,
      redeemed: redeemedAt ? staffMoment(redeemedAt) : null,
      source: [
        row.utmSource && `utm_source ${row.utmSource}`,
        row.utmMedium && `utm_medium ${row.utmMedium}`,
        row.utmCampaign && `utm_campaign ${row.utmCampaign}`,
        row.referrerUrl && `came from ${row.referrerUrl}`,
      ]
        .filter(Boolean)
        .join(" · "),
    })),
  };
}

export const shouldRevalidate = afterEveryChange;

/** What a review answers: a notice, and after a rejection the button that undoes it. */
type ReviewAnswer = {
  notice: { tone: "success" | "error"; text: string };
  undo?: { id: number; name: string } | null;
};

export async function action({ context, request }: Route.ActionArgs): Promise<StaffAnswer<ReviewAnswer>> {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, ["id", "intent", "note"]);
  const id = positiveInt(form.id);
  const intent = form.intent;
  if (intent !== "approve" && intent !== "reject" && intent !== "reopen")
    return notMade(400, "Choose Approve, Reject or Reopen.");
  if (!id) return notMade(404, "That application was not found.");
  const by = changedBy(context);
  const outcome =
    intent === "approve"
      ? await inbox.applications.approve(id, setting("adventureCatWelcome"), by)
      : intent === "reject"
        ? await inbox.applications.reject(id, (form.note ?? "").slice(0, 2000), by)
        : await inbox.applications.reopen(id, by);
  if (!outcome.ok) {
    if (outcome.reason === "not-found") return notMade(404, "That application was not found.");
    return notMade(
      409,
      intent === "reopen"
        ? `That application is ${outcome.status ?? "not rejected"}: there is no rejection to undo.`
        : `That application was already ${outcome.status}.`,
    );
  }
  const text = {
    approve: `Approved. Adventure Cat Code ${outcome.code} issued; the welcome e-mail is in the outbox.`,
    reject: `Rejected ${outcome.catName}.`,
    reopen: `Undone: ${outcome.catName}'s application is pending again.`,
  }[intent];
  return {
    notice: { tone: "success" as const, text },
    undo: intent === "reject" ? { id, name: outcome.catName ?? "" } : null,
  };
}

export default function StaffApplications({ loaderData, actionData }: Route.ComponentProps) {
  const { status, counts } = loaderData;
  return (
    <>
      <PageHeading title="Adventure Cat applications" />
      <p className="mt-2 text-muted">
        The weekly review: approve to issue a code and draft the welcome e-mail, or reject with a note for the
        record.
      </p>
      <Tabs
        items={APPLICATION_STATUSES.map((value) => ({
          to: `/admin/applications?status=${value}`,
          label: value[0]?.toUpperCase() + value.slice(1),
          count: counts[value],
          current: value === status,
        }))}
      />
      <Notice notice={actionData?.notice} />
      {actionData?.undo ? <ReopenButton {...actionData.undo} undo /> : null}
      {loaderData.applications.length === 0 ? (
        <EmptyState>
          {status === "pending"
            ? "No applications are waiting for review."
            : `No ${status} applications yet.`}
        </EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.applications.map((application) => (
            <li key={application.id}>
              <article
                aria-labelledby={`application-${application.id}`}
                className="rounded-3xl bg-card p-6 shadow-raised"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`application-${application.id}`} className="font-sans text-xl font-semibold">
                    {application.catName}
                    <span className="font-normal text-muted"> with {application.owner}</span>
                  </h2>
                  <p className="text-sm text-muted">
                    Applied <StaffTime moment={application.submitted} inSentence />
                  </p>
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">E-mail</dt>
                  <dd className="break-all">{application.email}</dd>
                  <dt className="font-semibold">Mobile</dt>
                  <dd>{application.mobile}</dd>
                  {application.instagram ? (
                    <>
                      <dt className="font-semibold">Instagram</dt>
                      <dd>{application.instagram}</dd>
                    </>
                  ) : null}
                  {application.source ? (
                    <>
                      <dt className="font-semibold">Source</dt>
                      <dd className="break-all">{application.source}</dd>
                    </>
                  ) : null}
                  <dt className="font-semibold">Agreed</dt>
                  <dd>Safety rules and liability waiver</dd>
                </dl>
                {application.notes ? (
                  <p className="mt-4 rounded-2xl bg-paper p-4 whitespace-pre-wrap">{application.notes}</p>
                ) : null}
                {status === "pending" ? (
                  <div className="mt-5 grid gap-4 lg:grid-cols-[auto_1fr] lg:items-end">
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="id" value={application.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="approve"
                        className={buttonClasses("primary", "md")}
                      >
                        Approve {application.catName}
                      </button>
                    </Form>
                    <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
                      <CsrfField />
                      <input type="hidden" name="id" value={application.id} />
                      <div className="grow">
                        <label
                          htmlFor={`note-${application.id}`}
                          className="mb-1.5 block text-sm font-semibold"
                        >
                          Note if rejecting{" "}
                          <span className="font-normal text-muted">(optional, staff only)</span>
                        </label>
                        <input
                          id={`note-${application.id}`}
                          name="note"
                          maxLength={2000}
                          className={inputClass}
                        />
                      </div>
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        className={buttonClasses("outline", "md")}
                      >
                        Reject
                      </button>
                    </Form>
                  </div>
                ) : (
                  <p className="mt-4">
                    {status === "approved" ? (
                      <>
                        Approved{" "}
                        {application.reviewed ? <StaffTime moment={application.reviewed} inSentence /> : null}
                        {application.reviewer ? ` by ${application.reviewer}` : ""}. Code{" "}
                        <strong className="font-mono">{application.code}</strong>
                        {application.redeemed ? (
                          <>
                            , redeemed <StaffTime moment={application.redeemed} inSentence />.
                          </>
                        ) : (
                          ", not used yet."
                        )}
                      </>
                    ) : (
                      <>
                        Rejected{" "}
                        {application.reviewed ? <StaffTime moment={application.reviewed} inSentence /> : null}
                        {application.reviewer ? ` by ${application.reviewer}` : ""}.
                        {application.reviewNote ? ` Note: ${application.reviewNote}` : ""}
                      </>
                    )}
                  </p>
                )}
                {status === "rejected" ? (
                  <ReopenButton id={application.id} name={application.catName} />
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Undoes a rejection: the notice's Undo right after one, or Reopen on a rejected application later. */
function ReopenButton({ id, name, undo = false }: { id: number; name: string; undo?: boolean }) {
  return (
    <Form method="post" className="mt-3">
      <CsrfField />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="reopen"
        className={buttonClasses("outline", "sm")}
        aria-label={
          undo
            ? `Undo: move ${name}'s application back to pending`
            : `Reopen (undo rejected): ${name}'s application`
        }
      >
        {undo ? "Undo" : "Reopen (undo rejected)"}
      </button>
    </Form>
  );
}
