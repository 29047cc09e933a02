/**
 * Navigation outside React (the API client signs out to /login-expired). The shell registers its router's
 * navigate; without one (tests, the standalone harness before its router starts) the page location changes.
 */
type Navigator = (to: string) => void;
let navigator: Navigator | null = null;

export function setPortalNavigator(next: Navigator | null): void {
  navigator = next;
}

export function portalNavigate(to: string): void {
  if (navigator) navigator(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
