import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDown, Menu } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import type { StaffRole } from "#db/statuses.ts";
import {
  isCurrentPage,
  staffNavigation,
  waitingIn,
  type StaffBadges,
  type StaffPageLink,
  type StaffSection,
} from "./staff-sections.ts";

/** The pills of the header's row: a page's link, or a section's menu button. */
const pill =
  "relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors";
const pillState = (current: boolean) =>
  current ? "bg-marmalade text-ink" : "text-paper/90 hover:bg-paper/10 group-open:bg-paper/10";
/** A section's menu, on white: the light surfaces' focus ring (harbor), not the header's. */
const menuPanel =
  "rounded-2xl border border-cream bg-card p-2 text-ink shadow-lifted [--focus-ring:var(--color-harbor)]";

function Count({ count, onDark = false }: { count: number; onDark?: boolean }) {
  if (!count) return null;
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-semibold",
        onDark ? "bg-paper text-ink" : "bg-brick text-paper",
      )}
    >
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

/** One page in a section's menu: aria-current says which page is open, a bar in marmalade shows it. */
function MenuLink({
  page,
  pathname,
  badges,
}: {
  page: StaffPageLink;
  pathname: string;
  badges: StaffBadges;
}) {
  const current = isCurrentPage(page, pathname);
  return (
    <li>
      <Link
        to={page.to}
        aria-current={current ? "page" : undefined}
        className={cn(
          "flex min-h-11 items-center justify-between gap-3 rounded-xl border-l-4 px-3 text-[0.95rem] hover:bg-paper",
          current ? "border-marmalade bg-paper font-semibold" : "border-transparent",
        )}
      >
        {page.label}
        <Count count={page.badge ? badges[page.badge] : 0} />
      </Link>
    </li>
  );
}

/**
 * A section as a disclosure (`<details>`): the browser opens and closes it with a click, Enter or Space, with no
 * script; the name makes opening one close the other. The script below adds Escape and closing when elsewhere.
 */
function SectionMenu({
  section,
  pathname,
  badges,
}: {
  section: StaffSection;
  pathname: string;
  badges: StaffBadges;
}) {
  const current = section.pages.some((page) => isCurrentPage(page, pathname));
  return (
    <details name="staff-section" className="group relative">
      <summary
        // The section holding the open page is marked for screen readers as it is to the eye.
        aria-current={current ? "true" : undefined}
        className={cn(pill, pillState(current), "list-none [&::-webkit-details-marker]:hidden")}
      >
        {section.label}
        <Count count={waitingIn(section.pages, badges)} onDark={!current} />
        <ChevronDown aria-hidden className="-mr-1 size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className={cn(menuPanel, "absolute top-full left-0 z-30 mt-2 w-72")}>
        {section.pages.map((page) => (
          <MenuLink key={page.to} page={page} pathname={pathname} badges={badges} />
        ))}
      </ul>
    </details>
  );
}

/**
 * Open menus close when a link in them is followed, on Escape (focus goes back to the menu's button), and on a click
 * or tap outside them, as a menu does.
 */
function useMenusClose(frame: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    for (const open of frame.current?.querySelectorAll("details[open]") ?? []) open.removeAttribute("open");
  }, [frame, pathname, search]);
  useEffect(() => {
    const openMenus = () => [...(frame.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])];
    const onPointerDown = (event: PointerEvent) => {
      for (const open of openMenus()) if (!open.contains(event.target as Node)) open.open = false;
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a");
      if (link) for (const open of openMenus()) if (open.contains(link)) open.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openMenus().pop();
      if (!open) return;
      const hadFocus = open.contains(document.activeElement);
      open.open = false;
      if (hadFocus) open.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [frame]);
}

/**
 * The staff area's navigation: on a laptop one row under the header, each section a menu; on a phone one Menu
 * button that lists every section (`account` adds the person's own links at its foot).
 */
export function StaffNavigation({
  role,
  badges,
  account,
}: {
  role: StaffRole | undefined;
  badges: StaffBadges;
  account: ReactNode;
}) {
  const { pathname } = useLocation();
  const entries = staffNavigation(role);
  const frame = useRef<HTMLDivElement>(null);
  useMenusClose(frame);
  const waiting = Object.values(badges).reduce((sum, count) => sum + count, 0);
  return (
    <div ref={frame} className="contents">
      {/* A phone: one Menu button in the header's row, its list over the page. */}
      <details className="group md:hidden">
        <summary
          className={cn(
            pill,
            "border-2 border-paper/30 text-paper group-open:bg-paper/10",
            "list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          <Menu aria-hidden className="size-5" />
          Menu
          <Count count={waiting} onDark />
        </summary>
        <div
          className={cn(
            menuPanel,
            "absolute inset-x-2 top-full z-30 mt-1 max-h-[calc(100dvh-5rem)] overflow-y-auto p-3",
          )}
        >
          <nav aria-label="Staff area">
            <ul className="space-y-3">
              {entries.map((entry) =>
                "pages" in entry ? (
                  <li key={entry.label}>
                    <span
                      id={`staff-section-${entry.label.toLowerCase()}`}
                      className="block px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                    >
                      {entry.label}
                    </span>
                    <ul aria-labelledby={`staff-section-${entry.label.toLowerCase()}`}>
                      {entry.pages.map((page) => (
                        <MenuLink key={page.to} page={page} pathname={pathname} badges={badges} />
                      ))}
                    </ul>
                  </li>
                ) : (
                  <MenuLink key={entry.to} page={entry} pathname={pathname} badges={badges} />
                ),
              )}
            </ul>
          </nav>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-cream px-1 pt-3">
            {account}
          </div>
        </div>
      </details>
      {/* A laptop: the sections in one row under the header's, each a menu. */}
      <nav aria-label="Staff area" className="order-last hidden w-full md:block">
        <ul className="flex items-center gap-1 pb-2">
          {entries.map((entry) => (
            <li key={"pages" in entry ? entry.label : entry.to}>
              {"pages" in entry ? (
                <SectionMenu section={entry} pathname={pathname} badges={badges} />
              ) : (
                <Link
                  to={entry.to}
                  aria-current={isCurrentPage(entry, pathname) ? "page" : undefined}
                  className={cn(pill, pillState(isCurrentPage(entry, pathname)))}
                >
                  {entry.label}
                  <Count
                    count={entry.badge ? badges[entry.badge] : 0}
                    onDark={!isCurrentPage(entry, pathname)}
                  />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
