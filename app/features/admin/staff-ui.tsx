import { Fragment, useEffect, useId, useRef, type ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, useNavigation, useRouteLoaderData } from "react-router";
import { CatMark } from "#app/components/layout/cat-mark.tsx";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import { TableRegion } from "#app/components/ui/table-region.tsx";
import { inputClass, TextField } from "#app/features/forms/form-fields.tsx";
import { cn } from "#app/lib/cn.ts";
import { problemGuidance, problemMessage } from "#app/lib/problems.ts";
import type { StaffRole } from "#db/statuses.ts";
import { StaffNavigation } from "./staff-navigation.tsx";
import { MAIL_SETTINGS, type StaffBadges } from "./staff-sections.ts";

export const STAFF_LAYOUT_ID = "routes/admin";

/** The longest search the inbox takes: more than any address or name. */
export const MAX_SEARCH_LENGTH = 200;

/** A moment as staffMoment (staff.server.ts) wrote it: the words to show, the full date, and the instant. */
export type StaffMoment = { text: string; full: string; dateTime: string };

/**
 * A staff page's data is read again after every change it sends, one refused too (React Router skips that after a
 * 4xx by default): a 404 or 409 means someone else changed it meanwhile, and the page shows what stands now.
 */
export const afterEveryChange = () => true;

/** "Today, 9:41 AM" as a sentence's middle says it: "today, 9:41 AM". A day's name keeps its capital. */
export function inSentenceCase(text: string): string {
  return text.replace(/^(Today|Yesterday|Tomorrow)\b/, (word) => word.toLowerCase());
}

/** When something happened: the moment's words, with the full date and time on hover and for machines. */
export function StaffTime({
  moment,
  inSentence = false,
  className,
}: {
  moment: StaffMoment;
  inSentence?: boolean;
  className?: string;
}) {
  return (
    <time dateTime={moment.dateTime} title={moment.full} className={className}>
      {inSentence ? inSentenceCase(moment.text) : moment.text}
    </time>
  );
}

type StaffLayoutData = {
  csrf: string;
  /** The person signed in: named in the header; their role decides what the navigation offers. */
  me: { name: string; role: StaffRole };
  badges: StaffBadges;
  applications: { pending: number; approved: number; rejected: number };
  /** Replies drafted and waiting for a guide; e-mail waiting to be sent (by SMTP, or by hand). */
  outbox: { drafts: number; waiting: number };
};

/** What the staff layout's loader counted for this request (the header's badges, the applications by status). */
export function useStaffLayout(): StaffLayoutData | undefined {
  return useRouteLoaderData<StaffLayoutData>(STAFF_LAYOUT_ID);
}

/** The session's CSRF token, for every form that changes something. */
export function CsrfField() {
  const layout = useStaffLayout();
  return <input type="hidden" name="csrf" value={layout?.csrf ?? ""} />;
}

/** The person signed in (their account page, their role) and Sign out: in the header, or at the foot of a phone's menu. */
function AccountLinks({ me, onDark }: { me?: StaffLayoutData["me"]; onDark: boolean }) {
  return (
    <>
      {me ? (
        <Link
          to="/admin/account"
          className={cn(
            "min-h-11 content-center rounded-full px-3 text-sm underline-offset-4 hover:underline",
            onDark ? "text-paper/90" : "font-semibold text-ink",
          )}
        >
          <span className="sr-only">Your account: </span>
          {me.name}
          <span
            className={cn(
              "ml-1.5 rounded-full px-2 py-0.5 text-xs capitalize",
              onDark ? "bg-paper/15" : "bg-paper font-normal text-muted",
            )}
          >
            {me.role}
          </span>
        </Link>
      ) : null}
      <Form method="post" action="/admin/logout">
        <CsrfField />
        <button type="submit" className={buttonClasses(onDark ? "light" : "outline", "sm")}>
          Sign out
        </button>
      </Form>
    </>
  );
}

export function StaffHeader({
  badges,
  me,
}: {
  badges?: StaffLayoutData["badges"];
  me?: StaffLayoutData["me"];
}) {
  return (
    <header className="relative bg-ink text-paper shadow-lifted focus-on-dark">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/admin" className="flex min-h-11 items-center gap-2.5 font-display text-xl font-semibold">
          <CatMark className="size-8 text-marmalade" />
          Staff area
        </Link>
        {badges ? (
          <>
            <div className="hidden flex-wrap items-center gap-2 md:flex">
              <AccountLinks me={me} onDark />
            </div>
            <StaffNavigation
              role={me?.role}
              badges={badges}
              account={<AccountLinks me={me} onDark={false} />}
            />
          </>
        ) : (
          <Link
            to="/"
            className="min-h-11 content-center text-sm text-paper/85 underline-offset-4 hover:underline"
          >
            Back to the website
          </Link>
        )}
      </div>
    </header>
  );
}

/** The frame of a page reached without a session (sign in, setup, an invitation, a reset): one card, centred. */
export function SignInCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <>
      <StaffHeader />
      <main
        id="main"
        tabIndex={-1}
        className="flex grow items-start justify-center px-4 py-16 focus:outline-none"
      >
        <div
          className={cn(
            "w-full rounded-3xl bg-card p-6 shadow-raised sm:p-10",
            wide ? "max-w-xl" : "max-w-md",
          )}
        >
          {children}
        </div>
      </main>
    </>
  );
}

/** One change as a button: a small form posting its intent (and the row's id) with the page's CSRF token. */
export function IntentButton({
  intent,
  id,
  label,
  description,
}: {
  intent: string;
  id?: number;
  label: string;
  /**
   * What the button does to which row, for screen readers. It starts with the visible label, so a person using speech
   * input can say what they see ("Disable Gus's account").
   */
  description?: string;
}) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <button type="submit" className={buttonClasses("outline", "sm")} aria-label={description}>
        {label}
      </button>
    </Form>
  );
}

/**
 * A change that cannot be taken back, asked about first (decision 194): the button opens a question saying what will
 * happen, and only its "Yes" posts. The question is a popover (decision 197), so the browser opens and closes it
 * itself, before and without any script: Cancel, Escape or a tap outside closes it and puts focus back on the
 * button. With the page's script, "Yes" takes the focus as the question opens, and the question closes as it posts.
 * `children` are the form's other hidden fields (a search to keep on screen).
 */
export function ConfirmButton({
  intent,
  id,
  label,
  description,
  question,
  yes,
  children,
}: {
  intent: string;
  id?: number;
  label: string;
  /** As IntentButton's: what the button does to which row, starting with the visible label. */
  description?: string;
  question: string;
  yes: string;
  children?: ReactNode;
}) {
  const popover = useRef<HTMLDivElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const questionId = useId();
  return (
    <Form method="post" onSubmit={() => popover.current?.hidePopover()}>
      <CsrfField />
      {children}
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label={description}
        className={buttonClasses("outline", "sm")}
      >
        {label}
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-labelledby={questionId}
        onToggle={(event) => {
          if (event.newState === "open") yesButton.current?.focus();
        }}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-3xl bg-card p-6 text-left text-ink shadow-lifted backdrop:bg-ink/40"
      >
        <p id={questionId}>{question}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <button
            ref={yesButton}
            type="submit"
            aria-describedby={questionId}
            className={buttonClasses("ink", "sm")}
          >
            {yes}
          </button>
          <button
            type="button"
            popoverTarget={popoverId}
            popoverTargetAction="hide"
            className={buttonClasses("outline", "sm")}
          >
            Cancel
          </button>
        </div>
      </div>
    </Form>
  );
}

/** The name a person gives a new passkey, so they can tell their devices apart. */
export function PasskeyNameField({
  value,
  onChange,
  hint,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  placeholder: string;
}) {
  return (
    <div className="grow">
      <label htmlFor="passkey-name" className="mb-1.5 block text-sm font-semibold">
        Name the passkey <span className="font-normal text-muted">({hint})</span>
      </label>
      <input
        id="passkey-name"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={60}
        placeholder={placeholder}
        className={inputClass}
      />
    </div>
  );
}

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

/** A notice's words: a sentence, or a sentence with links in it to where the next step is taken. */
export type NoticeText = string | readonly (string | { to: string; label: string })[];

/**
 * The outcome of the last change, announced to screen readers. When the change took away the button that made it (a
 * row that left the list), focus would fall to the page's top: it comes here instead, where the keyboard left off.
 */
export function Notice({ notice }: { notice?: { tone: "success" | "error"; text: NoticeText } | null }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  // Once the page has its new data: the action's answer can come a render before the list it changed.
  const idle = useNavigation().state === "idle";
  const placed = useRef<typeof notice>(null);
  useEffect(() => {
    if (!notice || !idle || placed.current === notice) return;
    placed.current = notice;
    const focused = document.activeElement;
    if (!focused || focused === document.body) paragraph.current?.focus();
  }, [notice, idle]);
  if (!notice) return null;
  return (
    <p
      ref={paragraph}
      tabIndex={-1}
      role={notice.tone === "error" ? "alert" : "status"}
      className={cn(
        "outline-none",
        "mt-6 rounded-2xl px-5 py-4 font-medium",
        notice.tone === "error" ? "bg-brick/10 text-brick" : "bg-harbor-light text-harbor",
      )}
    >
      {typeof notice.text === "string"
        ? notice.text
        : notice.text.map((part, index) =>
            typeof part === "string" ? (
              <Fragment key={index}>{part}</Fragment>
            ) : (
              <Link key={index} to={part.to} className="font-semibold underline underline-offset-4">
                {part.label}
              </Link>
            ),
          )}
    </p>
  );
}

/** Links between the states of a list (unread/all, pending/approved/rejected...), with counts. */
export function Tabs({
  items,
}: {
  items: { to: string; label: string; count?: number; current: boolean }[];
}) {
  return (
    <ul className="mt-6 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={item.current ? "page" : undefined}
            className={cn(
              "flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-sm font-semibold",
              item.current ? "border-ink bg-ink text-paper" : "border-ink/20 text-ink hover:border-ink/60",
            )}
          >
            {item.label}
            {item.count !== undefined ? <span className="font-normal">({item.count})</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Newer and older pages: links, or for results that are the answer to a post (a search), buttons that post the
 * same fields again with the other page.
 */
export function Pager({
  page,
  pages,
  href,
  post,
}: {
  page: number;
  pages: number;
} & (
  | { href: (page: number) => string; post?: never }
  | { post: (page: number) => Record<string, string>; href?: never }
)) {
  if (pages <= 1) return null;
  const step = (target: number, label: string) => {
    if (href) {
      return (
        <Link to={href(target)} className={buttonClasses("outline", "sm")}>
          {label}
        </Link>
      );
    }
    return (
      <Form method="post">
        <CsrfField />
        {Object.entries(post(target)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClasses("outline", "sm")}>
          {label}
        </button>
      </Form>
    );
  };
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? step(page - 1, "Newer") : <span />}
      <span className="text-sm text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? step(page + 1, "Older") : <span />}
    </nav>
  );
}

/** Until a mail server is set up: where to do it (an owner), or who can (a guide). */
export function MailNotSetUp({ setsUp }: { setsUp: boolean }) {
  return (
    <p className="mt-4 max-w-3xl rounded-2xl bg-harbor-light px-5 py-4 text-harbor">
      {setsUp ? (
        <>
          To have e-mail leave by itself,{" "}
          <Link to={MAIL_SETTINGS} className="font-semibold underline underline-offset-4">
            set up e-mail under Settings
          </Link>
          : your mail provider&rsquo;s server, your user name and password, and the address to send from.
        </>
      ) : (
        "An owner can set up e-mail under Settings, so e-mail leaves by itself."
      )}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mt-8 rounded-2xl bg-card p-8 text-center text-muted shadow-raised">{children}</p>;
}

/** The site's own form input style (app/features/forms/form-fields.tsx). */
export { inputClass };

/** A new password, with the rule said before anyone types (the server checks it: length, and not a common one). */
export function PasswordField({ label = "Password", error }: { label?: string; error?: string }) {
  return (
    <TextField
      error={error}
      id="new-password"
      name="password"
      label={label}
      type="password"
      required
      minLength={12}
      maxLength={200}
      autoComplete="new-password"
      hint="At least 12 characters. A few words you will remember, like a line about your favorite cat, make a good one; common passwords are refused."
    />
  );
}

export function staffMeta(title: string) {
  return [
    { title: `${title} | Staff area | Whisker Walks NYC` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A list as a table: scrolls sideways on a phone rather than squeezing its columns, in a TableRegion. */
export function StaffTable({
  columns,
  caption,
  minWidth,
  children,
}: {
  columns: string[];
  /** What the table lists: its caption, and the name of the scrolling region around it. */
  caption: string;
  minWidth: "40rem" | "48rem";
  children: ReactNode;
}) {
  return (
    <TableRegion label={caption} className="mt-6 rounded-3xl shadow-raised">
      <table
        className={cn("w-full text-left text-sm", minWidth === "40rem" ? "min-w-[40rem]" : "min-w-[48rem]")}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/10 text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}

export const rowClass = "border-b border-ink/5 last:border-0";

/**
 * A list drawn as cards on a phone, each reading top to bottom with its action in reach, and as a table from a tablet
 * up (decision 182): `cards` are the list's items, `children` the StaffTable. `ordered` for a list whose order says
 * something (Activity's, newest first).
 */
export function CardsOnAPhone({
  label,
  cards,
  ordered = false,
  children,
}: {
  label: string;
  cards: ReactNode;
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <>
      <List className="mt-4 grid gap-3 md:hidden" aria-label={label}>
        {cards}
      </List>
      <div className="hidden md:block">{children}</div>
    </>
  );
}

/** One card of CardsOnAPhone. */
export const phoneCardClass = "rounded-3xl bg-card p-6 wrap-anywhere shadow-raised";

/** A page or download refused for a role: what it is for and what to do instead, and the way back to what is theirs. */
export function ForOwners({ title, problem, instead }: { title: string; problem: string; instead: string }) {
  return (
    <>
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg">{problem}</p>
      <p className="mt-3 max-w-2xl text-lg text-muted">{instead}</p>
      <p className="mt-8">
        <Link to="/admin" className={buttonClasses("secondary", "md")}>
          Back to the overview
        </Link>
      </p>
    </>
  );
}

/**
 * Why a staff page could not be shown, where the page would be: the reason the server gave (a 403's, a malformed
 * form's, a 404's), a plain line for any other refusal, or our apology; and the way back, when the page has one.
 */
export function StaffProblem({ error, back }: { error: unknown; back?: { to: string; label: string } }) {
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const guidance = problemGuidance(error);
  if (guidance) return <ForOwners {...guidance} problem={problemMessage(error) ?? ""} />;
  return (
    <>
      {back ? (
        <p>
          <Link to={back.to} className={textLinkClasses()}>
            {back.label}
          </Link>
        </p>
      ) : null}
      <h1 className="text-3xl">{unavailable ? "The staff area is not available" : "That did not work"}</h1>
      <p className="mt-4 text-lg text-muted">
        {problemMessage(error) ?? "Something went wrong on our side. Reload the page and try again."}
      </p>
    </>
  );
}

/**
 * An inbox page that could not be shown, in the inbox's frame: with its menu when the layout's counts were read (a
 * page's own refusal, a role's refusal to open a page), without it when the refusal came first (a change posted by
 * a role that may not make it, answered by a middleware).
 */
export function StaffErrorPage({
  error,
  layout,
}: {
  error: unknown;
  layout?: Pick<StaffLayoutData, "badges" | "me">;
}) {
  return (
    <>
      <StaffHeader badges={layout?.badges} me={layout?.me} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl grow px-4 py-16 focus:outline-none">
        <StaffProblem error={error} />
      </main>
    </>
  );
}
