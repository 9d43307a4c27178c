import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollToSection } from "#app/lib/scroll.ts";

const STORAGE_KEY = "whiskerwalks:scroll-positions";
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Route changes start at the top; a hash scrolls smoothly to its element; Back and Forward return to where the
 * visitor was (see docs/decisions/004-scroll-behaviour.md).
 */
export function useScrollManagement() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const first = useRef(true);

  useEffect(() => {
    positions.current = readPositions();
    history.scrollRestoration = "manual";
    const save = () => {
      positions.current[history.state?.key ?? "initial"] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Positions are a nicety; without storage Back starts at the top.
      }
    };
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  // Remember where we were on the page we are leaving.
  useIsomorphicLayoutEffect(() => {
    const key = location.key;
    return () => {
      positions.current[key] = window.scrollY;
    };
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      // The browser has already placed the first page (and its hash) itself.
      first.current = false;
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        scrollToSection(target);
        return;
      }
    }
    if (navigationType === "POP") {
      window.scrollTo(0, positions.current[location.key] ?? 0);
      return;
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
