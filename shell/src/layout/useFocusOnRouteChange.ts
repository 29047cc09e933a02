import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_MS = 4000;

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
    let timer: number | undefined;
    const tryFocus = () => {
      // Something the user chose on the new page already has focus (e.g. a field): leave it there.
      if (document.activeElement && document.activeElement !== document.body && main.contains(document.activeElement)) return;
      const heading = main.querySelector<HTMLElement>('h1') ?? (Date.now() - started > WAIT_MS ? main : null);
      if (!heading) {
        timer = window.setTimeout(tryFocus, 100);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    };
    timer = window.setTimeout(tryFocus, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, mainId]);
}
