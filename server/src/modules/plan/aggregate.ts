import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { ProfileAggregate, ProfilePermissions } from '@portal/shared/contract';
import { advisorPermissions, planForCaller } from '@portal/shared/access';
import type { Db, Tx } from '../../db/client';
import { actions, incomes, locations, participants, persons, planRecords, profiles, scenarios, settings } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { RECORD_KINDS } from './recordKinds';
import { loadRecords, toRecord, type RecordRow } from './records';

export { touchProfile, recordPlanEvent } from './touchProfile';
export type { PlanChange } from './touchProfile';

type PersonRow = typeof persons.$inferSelect;
type IncomeRow = typeof incomes.$inferSelect;
type LocationRow = typeof locations.$inferSelect;
type ParticipantRow = typeof participants.$inferSelect;

const PERSON_ORDER: Record<string, number> = { C: 0, S: 1 };
const PARTICIPANT_ORDER: Record<string, number> = { K: 0, O: 1 };

/** Client (C) before spouse (S). */
export const byPersonType = (a: PersonRow, b: PersonRow) => (PERSON_ORDER[a.type] ?? 9) - (PERSON_ORDER[b.type] ?? 9) || a.id - b.id;

/** Incomes kept per person (client's, then spouse's), each the current income (age null) first, then by age. */
export function sortIncomes<T extends Pick<IncomeRow, 'clientId' | 'age' | 'id'>>(rows: T[], people: PersonRow[]): T[] {
  const typeOf = new Map(people.map((p) => [p.id, PERSON_ORDER[p.type] ?? 9]));
  return [...rows].sort((a, b) =>
    (typeOf.get(a.clientId) ?? 9) - (typeOf.get(b.clientId) ?? 9)
    || a.clientId - b.clientId
    || (a.age == null ? -1 : 0) - (b.age == null ? -1 : 0)
    || (a.age ?? 0) - (b.age ?? 0)
    || a.id - b.id);
}

/** Locations with trigger CA first, ordered by age (spec document 1 section 4), then the others. */
export function sortLocations<T extends Pick<LocationRow, 'eventTrigger' | 'age' | 'id'>>(rows: T[]): T[] {
  return [...rows].sort((a, b) =>
    (a.eventTrigger === 'CA' ? 0 : 1) - (b.eventTrigger === 'CA' ? 0 : 1)
    || (a.age ?? -1) - (b.age ?? -1)
    || a.id - b.id);
}

export const sortParticipants = (rows: ParticipantRow[]) =>
  [...rows].sort((a, b) => (PARTICIPANT_ORDER[a.type] ?? 9) - (PARTICIPANT_ORDER[b.type] ?? 9) || a.id - b.id);

/**
 * The whole plan as the API returns it (GET /api/client/profile/{id}, GET /api/gateway/profile/{id}, and the
 * `profile` inside calculation results), filtered for the caller by `planForCaller` (shared/src/access/visibility):
 * the one rule for scenarios and plan sections. `permissions` are the caller's, as checked by the access guard.
 * Throws a 404 HttpError for an unknown id.
 */
export async function loadProfileAggregate(db: Db | Tx, profileId: number, permissions: ProfilePermissions): Promise<ProfileAggregate> {
  return planForCaller(await loadFullAggregate(db, profileId), permissions);
}

/**
 * The unfiltered plan, for the engine and the server's own checks: never sent as is. Incomes and locations hold the
 * active rows (the /all/inactive calls list every row); the other records are listed with their `active` flag. The
 * spouse's social security income is included only when the plan flags a spouse and a spouse exists (document 1
 * section 4).
 */
export async function loadFullAggregate(db: Db | Tx, profileId: number): Promise<ProfileAggregate> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (!profile) throw notFound('Profile');

  const [people, incomeRows, locationRows, participantRows, records, scenarioRows, settingRows] = await Promise.all([
    db.select().from(persons).where(eq(persons.profileId, profileId)),
    db.select().from(incomes).where(and(eq(incomes.profileId, profileId), eq(incomes.active, true))),
    db.select().from(locations).where(and(eq(locations.profileId, profileId), eq(locations.active, true))),
    db.select().from(participants).where(eq(participants.profileId, profileId)),
    loadRecords(db, profileId),
    db.select().from(scenarios).where(eq(scenarios.profileId, profileId)).orderBy(asc(scenarios.sequence), asc(scenarios.id)),
    db.select().from(settings).where(and(eq(settings.level, 6), eq(settings.levelKey, profileId))),
  ]);
  const actionRows = scenarioRows.length
    ? await db.select().from(actions).where(inArray(actions.scenarioId, scenarioRows.map((s) => s.id))).orderBy(asc(actions.sequence), asc(actions.id))
    : [];
  return assemble(profile, { people, incomeRows, locationRows, participantRows, records, scenarioRows, actionRows, settingRows });
}

/** A scenario's columns without its stored results (which the aggregate leaves out anyway). */
const { results: _results, resultsVersion: _resultsVersion, ...scenarioColumns } = getTableColumns(scenarios);

/**
 * Many plans at once, the same aggregate as loadFullAggregate gives for each (the figures worker's batches): eight
 * statements for the whole batch instead of eight per plan. Unknown ids are absent from the map.
 */
export async function loadFullAggregates(db: Db | Tx, profileIds: number[]): Promise<Map<number, ProfileAggregate>> {
  const out = new Map<number, ProfileAggregate>();
  if (profileIds.length === 0) return out;
  const [profileRows, people, incomeRows, locationRows, participantRows, records, scenarioRows, settingRows] = await Promise.all([
    db.select().from(profiles).where(inArray(profiles.id, profileIds)),
    db.select().from(persons).where(inArray(persons.profileId, profileIds)),
    db.select().from(incomes).where(and(inArray(incomes.profileId, profileIds), eq(incomes.active, true))),
    db.select().from(locations).where(and(inArray(locations.profileId, profileIds), eq(locations.active, true))),
    db.select().from(participants).where(inArray(participants.profileId, profileIds)),
    db.select().from(planRecords).where(inArray(planRecords.profileId, profileIds)).orderBy(asc(planRecords.id)),
    db.select(scenarioColumns).from(scenarios).where(inArray(scenarios.profileId, profileIds)).orderBy(asc(scenarios.sequence), asc(scenarios.id)),
    db.select().from(settings).where(and(eq(settings.level, 6), inArray(settings.levelKey, profileIds))),
  ]);
  const actionRows = scenarioRows.length
    ? await db.select().from(actions).where(inArray(actions.scenarioId, scenarioRows.map((s) => s.id))).orderBy(asc(actions.sequence), asc(actions.id))
    : [];
  const by = <T,>(rows: T[], key: (r: T) => number) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const k = key(r);
      const list = m.get(k);
      if (list) list.push(r); else m.set(k, [r]);
    }
    return (k: number) => m.get(k) ?? [];
  };
  const peopleOf = by(people, (r) => r.profileId);
  const incomesOf = by(incomeRows, (r) => r.profileId);
  const locationsOf = by(locationRows, (r) => r.profileId);
  const participantsOf = by(participantRows, (r) => r.profileId);
  const recordsOf = by(records, (r) => r.profileId);
  const scenariosOf = by(scenarioRows, (r) => r.profileId);
  const actionsOf = by(actionRows, (r) => r.scenarioId);
  const settingsOf = by(settingRows, (r) => r.levelKey);
  for (const profile of profileRows) {
    const id = profile.id;
    const scenarioList = scenariosOf(id);
    out.set(id, assemble(profile, {
      people: peopleOf(id), incomeRows: incomesOf(id), locationRows: locationsOf(id), participantRows: participantsOf(id),
      records: recordsOf(id), scenarioRows: scenarioList, actionRows: scenarioList.flatMap((s) => actionsOf(s.id)), settingRows: settingsOf(id),
    }));
  }
  return out;
}

interface AggregateRows {
  people: PersonRow[];
  incomeRows: IncomeRow[];
  locationRows: LocationRow[];
  participantRows: ParticipantRow[];
  records: RecordRow[];
  scenarioRows: Array<Omit<typeof scenarios.$inferSelect, 'results' | 'resultsVersion'> & Partial<Pick<typeof scenarios.$inferSelect, 'results' | 'resultsVersion'>>>;
  actionRows: Array<typeof actions.$inferSelect>;
  settingRows: Array<typeof settings.$inferSelect>;
}

function assemble(profile: typeof profiles.$inferSelect, rows: AggregateRows): ProfileAggregate {
  const { people, incomeRows, locationRows, participantRows, records, scenarioRows, actionRows, settingRows } = rows;
  // Stored rows were checked against their schema when saved: each kind's rows are that kind's records.
  const of = <T,>(kind: string) => records.filter((r) => r.kind === kind).map(toRecord) as unknown as T[];
  const hasSpouse = profile.spouse && people.some((p) => p.type === 'S');
  const { demo: _demo, createdAt, updatedAt, ...fields } = profile;

  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    clients: [...people].sort(byPersonType),
    participants: sortParticipants(participantRows),
    incomes: sortIncomes(incomeRows, people),
    locations: sortLocations(locationRows),
    elections: of(RECORD_KINDS.election.kind),
    investments: of(RECORD_KINDS.investment.kind),
    realAssets: of(RECORD_KINDS.realAsset.kind),
    otherIncomes: of(RECORD_KINDS.otherIncome.kind),
    socialSecurityIncome: of<ProfileAggregate['socialSecurityIncome'][number]>(RECORD_KINDS.socialSecurity.kind).filter((s) => s.ownerValue !== 'SP' || hasSpouse),
    goals: of(RECORD_KINDS.goal.kind),
    retirementGoal: of(RECORD_KINDS.retirementGoal.kind)[0] ?? null,
    educationGoals: of(RECORD_KINDS.educationGoal.kind),
    debts: of(RECORD_KINDS.debt.kind),
    expenses: of(RECORD_KINDS.expense.kind),
    insurances: of(RECORD_KINDS.insurance.kind),
    taxAssumptions: of(RECORD_KINDS.tax.kind),
    strategies: of(RECORD_KINDS.strategy.kind),
    targetMethods: of(RECORD_KINDS.targetMethod.kind),
    scenarios: scenarioRows.map(({ results: _r, resultsVersion: _v, ...s }) => ({
      ...s,
      actions: actionRows.filter((a) => a.scenarioId === s.id),
    })),
    permissions: advisorPermissions(),
    profileSettings: Object.fromEntries(settingRows.map((s) => [s.key, s.value])),
  } as ProfileAggregate;
}
