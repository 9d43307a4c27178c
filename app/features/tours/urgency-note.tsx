import { Fragment } from "react";
import { Flame } from "#app/components/icons/icons.tsx";
import { aroundMonth, urgencyMonth, VISITOR_MONTH } from "#app/lib/visitor-month.ts";

/**
 * The hero's urgency line. The pre-rendered page names the month as of the build; in the browser the islands runtime
 * names the month from the visitor's own date (app/lib/visitor-month.ts), so it is no island and starts no React.
 */
export function UrgencyNote({ builtAt, message }: { builtAt: string; message: string }) {
  const month = urgencyMonth(new Date(builtAt));
  return (
    <p
      className="mt-6 inline-flex max-w-xl items-start gap-2 rounded-xl bg-brick/90 px-4 py-3 text-sm font-semibold text-white"
      data-urgency
    >
      <Flame aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {aroundMonth(message).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <span {...{ [VISITOR_MONTH]: "" }}>{month}</span> : null}
            {part}
          </Fragment>
        ))}
      </span>
    </p>
  );
}
