import { useEffect, useState } from "react";

/**
 * A form's "sending" state for a form the browser posts away from the page. Back from the page it went to restores
 * this one from the back/forward cache, still sending: the state is cleared then, so the button is usable again.
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return [sending, setSending] as const;
}
