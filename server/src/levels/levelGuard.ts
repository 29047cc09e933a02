import type { FastifyRequest } from 'fastify';
import type { ProfileNeed } from '@portal/shared/access';
import type { AccessRule } from '../access/guard';
import { MAX_ID } from '@portal/shared/validation';
import { HttpError } from '../lib/errors';
import { setLicenceSubject } from '../access/licenceBlock';
import { assertLevel, defaultLevelKey, type LevelNumber, type LevelRef } from './levels';

const resolved = new WeakMap<FastifyRequest, LevelRef>();

/**
 * Access rule of the level screens' routes (assumptions, report templates, settings): `resolve` names the
 * level key the call touches (from the path, the body or the record it addresses); the caller must be able to
 * read or change it (see levelAccess). Handlers read the checked key with `checkedLevel(req)`.
 */
export function levelRule(
  need: 'read' | 'write', resolve: (req: FastifyRequest) => Promise<LevelRef> | LevelRef, opts: { profileRead?: ProfileNeed } = {},
): AccessRule {
  return {
    check: async (req) => {
      const ref = await resolve(req);
      await assertLevel(req.server.db, req.user!, ref, need, opts.profileRead);
      resolved.set(req, ref);
      setLicenceSubject(req, ref);
    },
  };
}

export function checkedLevel(req: FastifyRequest): LevelRef {
  const ref = resolved.get(req);
  if (!ref) throw new Error('levelRule did not run for this route');
  return ref;
}

function positiveInt(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
    throw new HttpError(400, 'VALIDATION_ERROR', `${field} must be a positive whole number`, { errors: [{ field, message: 'must be a whole number' }] });
  }
  return n;
}

/** Level key from a path parameter. */
export const fromParam = (level: LevelNumber, name = 'levelKey') => (req: FastifyRequest): LevelRef =>
  ({ level, levelKey: level === 1 ? 1 : positiveInt((req.params as Record<string, unknown>)[name], name) });

/** Level key from the body's `levelKey`, else the caller's own key for that level. */
export const fromBodyKey = (level: LevelNumber) => async (req: FastifyRequest): Promise<LevelRef> => {
  const raw = (req.body as { levelKey?: unknown } | undefined)?.levelKey;
  if (level === 1) return { level, levelKey: 1 };
  if (raw == null || raw === '') return { level, levelKey: await defaultLevelKey(req.server.db, req.user!, level) };
  return { level, levelKey: positiveInt(raw, 'levelKey') };
};

/** Level key of a query `levelKey`, else the caller's own (GET {url}/mapping). */
export const fromQueryKey = (level: LevelNumber) => async (req: FastifyRequest): Promise<LevelRef> => {
  const raw = (req.query as { levelKey?: unknown } | undefined)?.levelKey;
  if (level === 1) return { level, levelKey: 1 };
  if (raw == null || raw === '') return { level, levelKey: await defaultLevelKey(req.server.db, req.user!, level) };
  return { level, levelKey: positiveInt(raw, 'levelKey') };
};

/** Level key of a stored record the call addresses (by a path parameter or a body field). */
export const fromRecord = (load: (req: FastifyRequest, id: number) => Promise<{ level: number; levelKey: number }>, where: 'params' | 'body', field: string) =>
  async (req: FastifyRequest): Promise<LevelRef> => {
    const source = (where === 'params' ? req.params : req.body) as Record<string, unknown> | undefined;
    const row = await load(req, positiveInt(source?.[field], field));
    return { level: row.level as LevelNumber, levelKey: row.levelKey };
  };
