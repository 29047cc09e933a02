import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { ProfileAggregate, ProfilePermissions } from '@portal/shared/contract';
import { planForCaller } from '@portal/shared/access';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { ReadMemo } from '../../db/readMemo';
import { calcEpoch, profiles } from '../../db/schema/index';
import type { CachedResults } from './resultCache';

const MEMO_LIMIT = 50;
/** Serialised variants kept per plan (one per distinct caller permissions and encoding). */
const VARIANT_LIMIT = 8;

// This query runs on every combined request.
const stampQuery = preparedPerDb((db) => db
  .select({ version: profiles.version, advisorUserId: profiles.advisorUserId, updatedAt: profiles.updatedAt, epoch: calcEpoch.epoch })
  .from(profiles)
  .leftJoin(calcEpoch, eq(calcEpoch.id, sql`1`))
  .where(eq(profiles.id, sql.placeholder('profileId')))
  .prepare('calc_combined_stamp'));
/** Stamps by profile and start year, until the next write to the database (readMemo.ts). */
const stamps = new ReadMemo<string, string | null>();

/**
 * What a combined response depends on, read in one query: the plan's version (every write to plan data bumps it),
 * its advisor and update time, calc_epoch (bumped by triggers on scenarios, actions, settings, assumption sets,
 * teams and team members) and the projection's start year. Null when the profile does not exist.
 */
export async function readStamp(db: Db, profileId: number, startYear: number): Promise<string | null> {
  return stamps.read(db, `${profileId}:${startYear}`, async () => {
    const [row] = await stampQuery(db).execute({ profileId });
    if (!row) return null;
    return `${row.version}:${row.advisorUserId ?? ''}:${row.updatedAt.getTime()}:${row.epoch ?? 0}:${startYear}`;
  });
}

/**
 * One plan's combined response. The results part is the same for every caller; the plan part is filtered per caller
 * (planForCaller), so each serialised variant is keyed by the caller's whole permissions and the encoding, and the
 * entry itself by the plan's stamp and the results' tags (version and assumptions fingerprint).
 */
class SerialisedCombined {
  private variants = new Map<string, Buffer>();
  private tail: Buffer;

  readonly version: number;

  constructor(readonly stamp: string, readonly resultTags: string, private full: ProfileAggregate, results: CachedResults) {
    this.version = full.version;
    this.tail = Buffer.from(`,${results.combinedMembers}}`);
  }

  render(permissions: ProfilePermissions, gzip: boolean, licenceBlock: string | null = null): Buffer {
    // The caller's rights and, when their licence or the plan advisor's has expired, why the plan is read-only.
    const key = `${gzip ? 'gzip' : 'plain'}:${JSON.stringify(permissions)}:${JSON.stringify(licenceBlock)}`;
    let body = this.variants.get(key);
    if (!body) {
      body = Buffer.concat([Buffer.from(`{"profile":${JSON.stringify({ ...planForCaller(this.full, permissions), licenceBlock })}`), this.tail]);
      if (gzip) body = gzipSync(body, { level: 6 });
      if (this.variants.size < VARIANT_LIMIT) this.variants.set(key, body);
    }
    return body;
  }
}

/**
 * Combined responses kept serialised per plan in this process, valid while the plan's stamp (readStamp) is
 * unchanged. Every request reads the stamp from the database first, so a change made through any replica is
 * seen at once; a cache hit then costs that one query and no plan load, engine run or JSON work.
 */
export class CombinedResponses {
  private memo = new Map<number, SerialisedCombined>();
  private inFlight = new Map<string, Promise<SerialisedCombined>>();

  /** The serialised response for this stamp, building it with `load` (once, however many callers wait). */
  async get(
    profileId: number, stamp: string, load: () => Promise<{ profile: ProfileAggregate; cached: CachedResults }>,
  ): Promise<SerialisedCombined> {
    const held = this.memo.get(profileId);
    if (held?.stamp === stamp) return held;
    const key = `${profileId}|${stamp}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = load()
      .then(({ profile, cached }) => {
        const entry = new SerialisedCombined(stamp, `${cached.version}:${cached.fingerprint}`, profile, cached);
        this.memo.delete(profileId);
        this.memo.set(profileId, entry);
        if (this.memo.size > MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value as number);
        return entry;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}
