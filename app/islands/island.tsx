import {
  createContext,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from "react";
import { startAttribute, type IslandStart } from "./start-when.ts";

/** What an island's props may be: what JSON carries from the page's HTML to the browser unchanged. */
export type IslandProps = { readonly [key: string]: Json | undefined };
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/**
 * How the server renders an island on its own: `render` is react-dom/server's `renderToString` with the island's
 * id prefix, and `nextPrefix` numbers the page's islands. Given by app/entry.server.tsx; absent in the browser.
 */
export type IslandServer = {
  render: (element: ReactElement, identifierPrefix: string) => string;
  nextPrefix: () => string;
};
export const IslandServerContext = createContext<IslandServer | null>(null);

/** The root of every island, on the server and in the browser alike; reports when React has hydrated it. */
export function IslandRoot({ children, onHydrated }: { children?: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * An interactive part of a public page (docs/decisions/087, 110). Public pages are pre-rendered and do not hydrate as
 * a whole: each island renders into a wrapper that carries its name, its props and when it starts, and the browser's
 * islands runtime (start.ts) starts it only then: at the visitor's first tap, key or focus on it, and earlier only
 * where `start` says so (start-when.ts).
 *
 * `name` is written here and nowhere else: the islands plugin reads every `island("…", View)` call and makes the
 * browser's registry from them (vite-plugin.ts), so a name is one island, and one file holds at most one.
 *
 * The server renders each island as a React root of its own, with an id prefix of its own, exactly as the browser
 * will hydrate it: ids from `useId` (a field's label, its message) are then the same on both sides. Inside another
 * island, or in an app that runs whole (the staff pages), an island is an ordinary component.
 *
 * The wrapper is `display: contents`, so an island lays out exactly as its component would on its own.
 */
export function island<P extends IslandProps>(
  name: string,
  Component: ComponentType<P>,
  start: IslandStart = {},
  /** "span" for an island that is phrasing content (a logo inside a line of text), "div" otherwise. */
  Wrapper: "div" | "span" = "div",
) {
  const when = startAttribute(start);
  function Island(props: P) {
    const server = useContext(IslandServerContext);
    const wrapper = {
      "data-island": name,
      "data-props": JSON.stringify(props),
      "data-start": when || undefined,
      className: "contents",
    };
    if (!server) return <Wrapper {...wrapper}>{<Component {...props} />}</Wrapper>;
    const prefix = server.nextPrefix();
    const html = server.render(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      prefix,
    );
    return <Wrapper {...wrapper} data-id-prefix={prefix} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
