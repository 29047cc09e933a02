import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a slow page (a remote's chunk, the plan's data) is awaited; meanwhile the main region holds focus. */
const WAIT_MS = 15000;
const FALLBACK_MS = 3000;
const SETTLE_MS = 600;

/**
 * After a route change, focus moves to the new page's heading (WCAG 2.4.3), so keyboard and screen-reader users start
 * at the page they opened instead of at the top of the document. Remote pages render after their chunk loads, so the
 * heading is awaited for a few seconds; without one, the main region takes focus. Not on the first page load.
 */
export function useFocusOnRouteChange(mainId: string) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const started = Date.now();
    // What had focus when the route changed (the link or button that navigated, often gone by now).
    const before = document.activeElement;
    // React Router renders the next page in a transition: the old page (and its heading) may stay a moment longer.
    const oldHeading = main.querySelector('h1');
    const oldText = oldHeading?.textContent;
    let timer: number | undefined;
    let focused: HTMLElement | null = null;
    const focus = (el: HTMLElement) => {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: false });
      focused = el;
    };
    const tryFocus = () => {
      const active = document.activeElement;
      // The user moved on (into a field, a link) since: leave the focus where they put it.
      if (active && active !== document.body && active !== before && active !== focused && main.contains(active)) return;
      const elapsed = Date.now() - started;
      const h1 = main.querySelector<HTMLElement>('h1');
      const isNew = Boolean(h1 && (h1 !== oldHeading || h1.textContent !== oldText));
      // The new page's heading; or, when the page kept its heading element, the heading once the page has settled.
      if (h1 && (isNew || elapsed > SETTLE_MS) && h1 !== focused) focus(h1);
      if (isNew || elapsed > WAIT_MS) {
        if (!focused || !focused.isConnected) focus(main.querySelector<HTMLElement>('h1') ?? main);
        return;
      }
      if (elapsed > FALLBACK_MS && (!focused || !focused.isConnected)) focus(main);
      timer = window.setTimeout(tryFocus, 100);
    };
    timer = window.setTimeout(tryFocus, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, mainId]);
}
