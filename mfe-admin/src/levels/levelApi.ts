import { mutate } from 'swr';
import { endpoints, isSiteAdmin, LEVEL_LABELS, useEndpoint, useLevelKey, useSession, type Level, useLoadedPlan } from '@portal/shared';

/** Path segment of a level in the API (spec document 2 section 7): /api/setting/{global|team|user|profile}/... */
export const LEVEL_PATH: Record<number, 'global' | 'team' | 'user' | 'profile'> = { 1: 'global', 4: 'team', 5: 'user', 6: 'profile' };

export const levelLabel = (level: number) => LEVEL_LABELS[level] ?? `Level ${level}`;

/** The contract's calls of a level: assumption sets, report templates, named settings (team, user and plan levels only). */
export const assumptionApi = (level: number) => endpoints.assumptions[LEVEL_PATH[level]];
export const reportApi = (level: number) => endpoints.reports[LEVEL_PATH[level]];
export const settingsApi = (level: number) =>
  level === 4 ? endpoints.settings.team : level === 5 ? endpoints.settings.userLevel : level === 6 ? endpoints.settings.profile : null;

/** The effective named settings of a level key (none at the global level, whose values are the built-in defaults). */
export function useLevelSettings(level: number, levelKey: number | null) {
  const api = settingsApi(level);
  return useEndpoint((api ?? endpoints.settings.team).get, api && levelKey ? { levelKey } : null);
}

/**
 * The level key of a level screen and whether the user may change that level (the server decides; this only
 * hides buttons that would answer 403): global for site administrators, a team for its members with access 2+,
 * an advisor for themself and those they may create plans for, a plan with write access.
 */
export function useLevel(level: Level): { levelKey: number | null; canWrite: boolean } {
  const levelKey = useLevelKey(level);
  const account = useSession((s) => s.account);
  const permissions = useLoadedPlan()?.permissions;
  let canWrite = false;
  if (isSiteAdmin(account)) canWrite = true;
  else if (level === 4) canWrite = !!account?.teamAccess.some((t) => t.teamId === levelKey && t.levelAccess >= 2);
  else if (level === 5) canWrite = !!account?.advisorCreate.some((a) => a.advisorId === levelKey);
  else if (level === 6) canWrite = permissions ? (!permissions.basicAccess ? permissions.advisorAccess >= 2 : permissions.profileChange) : account?.user.roleId != null;
  return { levelKey, canWrite };
}

/**
 * After a change of settings or assumptions: every cached read is reloaded. Settings and assumption sets inherit
 * down to teams, advisors and plans (the shell's banner too), and plan results depend on the effective assumptions.
 */
export function refreshSettingCaches(): Promise<unknown> {
  return mutate((key) => typeof key === 'string');
}

/** Decimal fraction <-> percent shown in inputs (rounded so 8.2 % stays 0.082). */
export const toPercent = (v: number | null | undefined) => (v == null ? null : Math.round(v * 1e8) / 1e6);
export const fromPercent = (v: number | null) => (v == null ? 0 : Math.round(v * 1e6) / 1e8);
export const formatPercent = (v: number | null | undefined, digits = 2) => (v == null ? '—' : `${(v * 100).toFixed(digits)}%`);

/** Field errors of a 400 answer, by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: { errors?: Array<{ field: string; message: string }>; message?: string } } | null)?.body;
  const out: Record<string, string> = {};
  for (const e of body?.errors ?? []) out[e.field] ??= e.message;
  if (!body?.errors?.length && body?.message) out['(body)'] = body.message;
  return out;
}
