import { data, Form } from "react-router";
import type { Route } from "./+types/admin.codes";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  changedBy,
  inboxRequest,
  notMade,
  searchText,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CsrfField,
  inputClass,
  Notice,
  PageHeading,
  rowClass,
  staffMeta,
  StaffTable,
  CardsOnAPhone,
  phoneCardClass,
} from "#app/features/admin/staff-ui.tsx";
import { FieldError } from "#app/features/forms/form-fields.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Adventure Cat Codes");

type CodeRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof inboxRequest>["inbox"]["applications"]["findCode"]>>
>;

function present(row: CodeRow, redeemers: Map<string, { actorName: string }>) {
  return {
    code: row.code,
    catName: row.catName,
    owner: `${row.firstName} ${row.lastName}`,
    email: row.email,
    issued: staffDate(row.issuedAt, { inSentence: true }),
    redeemed: row.redeemedAt ? staffDate(row.redeemedAt, { inSentence: true }) : null,
    redeemedBy: redeemers.get(`code:${row.code}`)?.actorName ?? "",
    bookingReference: row.bookingReference,
  };
}

/** A look-up that cannot be made (a NUL character) is a 400 on this page: the reason beside the Code field. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const search = searchText(request, "code");
  const lookup = search.text.trim().slice(0, 40);
  const [found, recent] = await Promise.all([
    lookup && !search.problem ? inbox.applications.findCode(lookup) : null,
    inbox.applications.recentCodes(),
  ]);
  // Who redeemed each code, from the audit trail.
  const redeemers = await inbox.audit.latestFor(
    [...(found ? [found] : []), ...recent].map((row) => `code:${row.code}`),
  );
  return data(
    {
      lookup,
      lookupProblem: search.problem,
      found: found ? present(found, redeemers) : null,
      recent: recent.map((row) => present(row, redeemers)),
    },
    { status: search.problem ? 400 : 200 },
  );
}

export const shouldRevalidate = afterEveryChange;

export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, ["code", "booking"]);
  const code = (form.code ?? "").slice(0, 40);
  const booking = (form.booking ?? "").slice(0, 200);
  const outcome = await inbox.applications.redeem(code, booking, changedBy(context));
  if (outcome.ok) {
    return {
      notice: {
        tone: "success" as const,
        text: `Code ${code} redeemed ${staffDate(outcome.redeemedAt, { inSentence: true })}.`,
      },
    };
  }
  if (outcome.reason === "not-found") return notMade(404, `There is no code ${code}.`);
  return notMade(
    409,
    `Refused: code ${code} was already redeemed ${staffDate(outcome.redeemedAt, { inSentence: true })}${outcome.bookingReference ? ` for booking ${outcome.bookingReference}` : ""}. A code is good for one booking.`,
  );
}

export default function StaffCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { found, lookup, lookupProblem } = loaderData;
  return (
    <>
      <PageHeading title="Adventure Cat Codes" />
      <p className="mt-2 text-muted">
        Look up the code a guest gives with a booking, then redeem it. A code is good for one booking and
        never expires.
      </p>
      <Form method="get" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="code-lookup" className="mb-1.5 block text-sm font-semibold">
            Code
          </label>
          <input
            id="code-lookup"
            name="code"
            defaultValue={lookup}
            placeholder="CAT-XXXX-XXXX"
            autoCapitalize="characters"
            className={`${inputClass} font-mono`}
            aria-invalid={lookupProblem ? true : undefined}
            aria-describedby={lookupProblem ? "code-lookup-error" : undefined}
          />
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Look up
        </button>
      </Form>
      {lookupProblem ? <FieldError id="code-lookup-error" message={lookupProblem} /> : null}
      <Notice notice={actionData?.notice} />
      {lookup && !found && !lookupProblem ? (
        <Notice notice={{ tone: "error", text: `There is no code ${lookup}.` }} />
      ) : null}
      {found ? (
        <section aria-labelledby="found-code" className="mt-6 rounded-3xl bg-card p-6 shadow-raised">
          <h2 id="found-code" className="font-mono text-2xl">
            {found.code}
          </h2>
          <p className="mt-2">
            {found.catName}, with {found.owner} ({found.email}). Issued {found.issued}.
          </p>
          {found.redeemed ? (
            <p className="mt-4 font-semibold text-brick">
              Already redeemed {found.redeemed}
              {found.redeemedBy ? ` by ${found.redeemedBy}` : ""}
              {found.bookingReference ? ` for booking ${found.bookingReference}` : ""}.
            </p>
          ) : (
            <Form method="post" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
              <CsrfField />
              <input type="hidden" name="code" value={found.code} />
              <div className="grow">
                <label htmlFor="booking" className="mb-1.5 block text-sm font-semibold">
                  Booking reference <span className="font-normal text-muted">(optional)</span>
                </label>
                <input id="booking" name="booking" maxLength={200} className={inputClass} />
              </div>
              <button type="submit" className={buttonClasses("primary", "md")}>
                Redeem for this booking
              </button>
            </Form>
          )}
        </section>
      ) : null}
      <h2 className="mt-12 text-2xl">Recently issued</h2>
      {loaderData.recent.length === 0 ? (
        <p className="mt-4 text-muted">No codes issued yet: approving an application issues one.</p>
      ) : (
        <CardsOnAPhone
          label="Recently issued codes"
          cards={loaderData.recent.map((row) => (
            <li key={row.code} className={phoneCardClass}>
              <p className="font-mono text-lg font-semibold">{row.code}</p>
              <p className="text-sm text-muted">
                {row.catName}, {row.owner} · issued {row.issued}
              </p>
              <p className="mt-2 text-sm">Redeemed: {redeemedInWords(row)}</p>
            </li>
          ))}
        >
          <StaffTable
            minWidth="40rem"
            columns={["Code", "Cat and owner", "Issued", "Redeemed"]}
            caption="Recently issued codes"
          >
            {loaderData.recent.map((row) => (
              <tr key={row.code} className={rowClass}>
                <td className="px-4 py-3 font-mono">{row.code}</td>
                <td className="px-4 py-3">
                  {row.catName}, {row.owner}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{row.issued}</td>
                <td className="px-4 py-3">{redeemedInWords(row)}</td>
              </tr>
            ))}
          </StaffTable>
        </CardsOnAPhone>
      )}
    </>
  );
}

/** When a code was redeemed, and by whom, or "Not yet". */
function redeemedInWords(row: { redeemed: string | null; redeemedBy: string | null }) {
  return row.redeemed ? `${row.redeemed}${row.redeemedBy ? `, by ${row.redeemedBy}` : ""}` : "Not yet";
}
