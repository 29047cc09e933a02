import { endpoints } from '../contract/endpoints';
import { findRoute } from '../routes';
import { useSession } from '../state/sessionStore';
import { request, type ApiOptions } from './apiClient';
import { urlOf } from './endpointClient';
import { firstReadPaths, hasFirstRead, takeFirstRead } from './firstReads';

import { INVALID_PLAN, planOfSearch } from './planAddress';

/**
 * Reads started before the screen that needs them has mounted (a plan page opened by its address: its code and its
 * data load side by side instead of one after the other). The first `useEndpoint` of the same URL takes the answer
 * instead of asking again; an answer nobody took within EARLY_FOR_MS is dropped (it may be out of date by then).
 */
const EARLY_FOR_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
/** Early answers a screen has taken: still shared with a warm-up that asks after the screen did (peekEarly). */
const taken = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts reading `url` now (once), for the next `useEndpoint` of that URL. */
export function readEarly(url: string, options: ApiOptions = {}): void {
  const held = early.get(url);
  if (held && Date.now() - held.at <= EARLY_FOR_MS) return;
  taken.delete(url);
  // The answer main.js already asked for (firstReads.ts), read as any other answer of the API client.
  const answer = request('GET', url, undefined, { ...options, response: takeFirstRead(url) });
  // Taken (and its failure seen) by the screen's read; never an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  early.set(url, { answer, at: Date.now() });
}

/** The early answer for `url`, if one was started recently (taken once). */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const held = early.get(url);
  if (!held) return undefined;
  early.delete(url);
  if (Date.now() - held.at > EARLY_FOR_MS) return undefined;
  taken.set(url, held);
  return held.answer as Promise<T>;
}

/** main.js's first read of `url`, if nobody has taken it: read through readEarly, so that takeEarly and peekEarly share it. */
function adoptFirstRead(url: string, options: ApiOptions = {}): void {
  if (!early.has(url) && hasFirstRead(url)) readEarly(url, options);
}

/**
 * The answer for `url` started before its screen asked (readEarly, or main.js's first reads: those are read through
 * readEarly here, so that a warm-up asking later shares the answer through peekEarly), taken once.
 */
export function takeStarted<T>(url: string, options: ApiOptions = {}): Promise<T> | undefined {
  adoptFirstRead(url, options);
  return takeEarly<T>(url);
}

/**
 * The early answer for `url` if one was started recently (by readEarly or main.js), left in place for the screen's own
 * read, or taken by it a moment ago (a warm-up that needs the same data shares the request instead of making a second one).
 */
export function peekEarly<T>(url: string): Promise<T> | undefined {
  adoptFirstRead(url);
  const held = early.get(url) ?? taken.get(url);
  return held && Date.now() - held.at <= EARLY_FOR_MS ? (held.answer as Promise<T>) : undefined;
}

/** The first reads of signed-in pages outside a plan, opened by their address (the same URLs as the pages' hooks). */
const OTHER_FIRST_READS: Record<string, () => string[]> = {
  // Invite a Client: the advisors the user may invite for and their plans (the form's two lists).
  '/invite-client': () => [urlOf(endpoints.clientAccess.advisors, { params: {} }), urlOf(endpoints.profile.list, { params: {} })],
};

/**
 * A plan page opened by its address (`/profile?plan=12`): reads the plan and the page's first data at once, before
 * the page's code has loaded. Nothing when signed out or the address names no plan.
 */
export function readPlanPageEarly(pathname: string, search: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = findRoute(path);
  if (!route || !useSession.getState().token) return;
  for (const url of OTHER_FIRST_READS[path]?.() ?? []) readEarly(url);
  if (!route.planScoped) return;
  const profileId = planOfSearch(search);
  if (profileId == null || profileId === INVALID_PLAN) return;
  const [plan, ...more] = firstReadPaths(path, profileId);
  // As the address check reads it (a refused plan is handled there, not flagged as a load error).
  readEarly(plan, { handledStatuses: [403, 404] });
  for (const url of more) readEarly(url);
}
