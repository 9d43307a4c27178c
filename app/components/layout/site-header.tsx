import { ChevronDown, Menu, X } from "#app/components/icons/icons.tsx";
import * as NavigationMenu from "radix-ui/navigation-menu";
import { useId, useRef, useState, type FocusEvent as ReactFocusEvent } from "react";
import { flushSync } from "react-dom";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SCROLLED_PAST } from "#app/lib/scroll-marks.ts";
import { company } from "#app/content/site.ts";
import type { Navigation } from "#app/content/schema.ts";
import { CatMark } from "./cat-mark.tsx";
import { island } from "#app/islands/island.tsx";

/** Whether a menu entry names the page shown: the page itself, or a page under it. */
const current = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Sticky header: translucent over the page, opaque ink once scrolled past 50px (spec, "Global elements"): the islands
 * runtime marks it as the page scrolls (app/lib/scroll-marks.ts), so reading needs no island. An island that starts
 * when a mouse comes over it (its menu opens on hover) or at the first tap, key or focus in it (docs/decisions/087,
 * 110): `pathname` is the page's own address without a trailing slash. The phone menu needs no island: the browser
 * opens it, a popover (docs/decisions/157).
 */
/** The header's part of the navigation: its props are written into every page, so the footer's links stay out. */
type HeaderNavigation = Pick<Navigation, "header" | "menuOverview">;

export function SiteHeaderView({ navigation, pathname }: { navigation: HeaderNavigation; pathname: string }) {
  const [openMenu, setOpenMenu] = useState("");
  /**
   * The menu that keyboard focus opened on its own (spec: it opens on focus), until the visitor does anything else
   * with it: Enter or Space on its button then takes them into it, rather than closing what they have just seen open.
   */
  const openedByFocus = useRef("");
  const changeMenu = (value: string) => {
    openedByFocus.current = "";
    setOpenMenu(value);
  };
  /** Focus gone from a menu's item (its button and its links) to elsewhere on the page: the menu closes. */
  const closeWhenFocusLeaves = (item: string) => (event: ReactFocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (openMenu === item && next instanceof Node && !event.currentTarget.contains(next)) changeMenu("");
  };
  const mobileMenuId = useId();

  return (
    <header
      data-site-header
      {...{ [SCROLLED_PAST]: 50 }}
      suppressHydrationWarning
      // Dark while scrolled, and while the phone menu is open (the browser's popover state, so before any script).
      className="phone-menu-anchor sticky top-0 z-40 bg-paper/80 text-ink backdrop-blur-md transition-[background-color,box-shadow,color] duration-200 has-[[data-phone-menu]:popover-open]:bg-ink has-[[data-phone-menu]:popover-open]:text-paper has-[[data-phone-menu]:popover-open]:shadow-lifted has-[[data-phone-menu]:popover-open]:backdrop-blur-none has-[[data-phone-menu]:popover-open]:focus-on-dark data-[scrolled=true]:bg-ink data-[scrolled=true]:text-paper data-[scrolled=true]:shadow-lifted data-[scrolled=true]:backdrop-blur-none data-[scrolled=true]:focus-on-dark"
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex items-center gap-2.5 font-display text-xl font-semibold tracking-tight">
          <CatMark className="size-9 text-marmalade" />
          <span className="md:max-lg:sr-only">{company.name}</span>
        </a>

        <NavigationMenu.Root
          value={openMenu}
          onValueChange={changeMenu}
          delayDuration={100}
          skipDelayDuration={300}
          aria-label="Main"
          className="hidden md:block"
        >
          <NavigationMenu.List className="flex items-center lg:gap-1">
            {navigation.header.map((item) =>
              item.children ? (
                <NavigationMenu.Item
                  key={item.to}
                  value={item.to}
                  onBlur={closeWhenFocusLeaves(item.to)}
                  className="relative"
                >
                  {/* Without the page's script the menu cannot open: its entry is then the link to its overview. */}
                  <a
                    href={item.to}
                    aria-current={current(pathname, item.to) ? "page" : undefined}
                    className="hidden min-h-11 items-center rounded-full px-2.5 text-sm font-medium hover:bg-current/10 aria-[current=page]:underline aria-[current=page]:decoration-marmalade aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 lg:px-3.5 lg:text-[0.95rem] noscript:flex"
                  >
                    {item.label}
                  </a>
                  <NavigationMenu.Trigger
                    type="button"
                    // Keyboard focus opens the menu too (spec). A mouse click's focus is left to the click itself,
                    // and so is the focus Escape gives back from inside the menu: the visitor has just closed it.
                    onFocus={(event) => {
                      const from = event.relatedTarget;
                      const fromItsMenu =
                        from instanceof Node && event.currentTarget.parentElement?.contains(from);
                      if (!event.currentTarget.matches(":focus-visible") || fromItsMenu) return;
                      openedByFocus.current = item.to;
                      setOpenMenu(item.to);
                    }}
                    // Enter or Space (a click with no pointer) on a menu focus has just opened: into its first link,
                    // by Radix's own key for that (ArrowDown), which also puts the menu's links in the Tab order.
                    // Drawn open first: a press held while the island started comes just after its focus.
                    onClick={(event) => {
                      if (event.detail !== 0 || openedByFocus.current !== item.to) return;
                      openedByFocus.current = "";
                      event.preventDefault();
                      flushSync(() => setOpenMenu(item.to));
                      event.currentTarget.dispatchEvent(
                        new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }),
                      );
                    }}
                    className="group flex min-h-11 items-center gap-1 rounded-full px-2.5 text-sm font-medium transition-colors hover:bg-current/10 data-[state=open]:bg-current/10 lg:px-3.5 lg:text-[0.95rem] noscript:hidden"
                  >
                    {item.label}
                    <ChevronDown
                      aria-hidden
                      className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                    />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content className="absolute top-full left-1/2 mt-2 w-72 -translate-x-1/2 rounded-2xl border border-cream bg-card p-2 text-ink shadow-lifted">
                    <ul>
                      <li>
                        <NavigationMenu.Link asChild>
                          <a
                            href={item.to}
                            className="flex min-h-11 items-center rounded-xl px-3 font-semibold hover:bg-paper"
                          >
                            {navigation.menuOverview}
                          </a>
                        </NavigationMenu.Link>
                      </li>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <NavigationMenu.Link asChild active={pathname === child.to}>
                            <a
                              href={child.to}
                              className="flex min-h-11 items-center rounded-xl px-3 hover:bg-paper data-[active]:font-semibold data-[active]:text-marmalade-dark"
                            >
                              {child.label}
                            </a>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </NavigationMenu.Item>
              ) : (
                <NavigationMenu.Item key={item.to}>
                  {/* Radix marks the active link aria-current="page" itself. */}
                  <NavigationMenu.Link asChild active={current(pathname, item.to)}>
                    <a
                      href={item.to}
                      className="flex min-h-11 items-center rounded-full px-2.5 text-sm font-medium transition-colors hover:bg-current/10 aria-[current=page]:underline aria-[current=page]:decoration-marmalade aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 lg:px-3.5 lg:text-[0.95rem]"
                    >
                      {item.label}
                    </a>
                  </NavigationMenu.Link>
                </NavigationMenu.Item>
              ),
            )}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ButtonLink to="/booking" size="sm">
              Book Your Tour
            </ButtonLink>
          </div>
          {/* The browser opens and closes the menu itself (a popover), before and without any script: Escape and a
              tap outside close it too. The islands runtime keeps aria-expanded with it (app/lib/popovers.ts); the
              icon and the name follow it by CSS. */}
          <button
            type="button"
            popoverTarget={mobileMenuId}
            className="group/menu inline-flex size-11 items-center justify-center rounded-full hover:bg-current/10 md:hidden"
          >
            <Menu
              aria-hidden
              className="size-6 in-[[data-site-header]:has([data-phone-menu]:popover-open)]:hidden"
            />
            <X
              aria-hidden
              className="hidden size-6 in-[[data-site-header]:has([data-phone-menu]:popover-open)]:block"
            />
            <span className="sr-only in-[[data-site-header]:has([data-phone-menu]:popover-open)]:hidden">
              Open menu
            </span>
            <span className="sr-only hidden in-[[data-site-header]:has([data-phone-menu]:popover-open)]:inline">
              Close menu
            </span>
          </button>
        </div>
      </div>

      <nav
        id={mobileMenuId}
        aria-label="Mobile"
        popover="auto"
        data-phone-menu
        className="phone-menu border-t border-paper/15 bg-ink px-4 pt-2 pb-6 text-paper md:hidden"
      >
        <ul className="divide-y divide-paper/10">
          {navigation.header.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                aria-current={current(pathname, item.to) ? "page" : undefined}
                className="flex min-h-12 items-center text-lg font-medium aria-[current=page]:text-marmalade"
              >
                {item.label}
              </a>
              {item.children ? (
                <ul className="pb-2 pl-4">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <a
                        href={child.to}
                        aria-current={current(pathname, child.to) ? "page" : undefined}
                        className="flex min-h-11 items-center text-paper/85 aria-[current=page]:text-marmalade"
                      >
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <ButtonLink to="/booking" className="mt-4 w-full">
          Book Tour
        </ButtonLink>
      </nav>
    </header>
  );
}

export const SiteHeader = island("site-header", SiteHeaderView, { hover: true });
