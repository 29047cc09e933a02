import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { investmentSchema, retirementGoalSchema } from '@portal/shared/contract';
import { openDb, type Db } from '../db/client';
import { incomes, licenses, payments, persons, planFigures, planRecords, profileAccess, profiles, sessions, teamMembers, teams, users } from '../db/schema/index';
import { runSeeders } from './index';
import { planWithResults } from '../modules/calcs/planResults';
import { ResultCache } from '../modules/calcs/resultCache';
import { closePool } from '../lib/workPool';

/**
 * `pnpm seed:large`: a firm of 50 advisors in 5 teams with 10,000 plans, sign-ins, purchases and client invitations
 * over the past two years, in a fresh data folder (DATA_DIR, which must be new or empty) or an empty PostgreSQL
 * database (DATABASE_URL). The demo accounts are there too. Team managers: manager1@firm.example ... manager5@.
 *
 * Every stored figure is an engine result: the plans are made from 12 templates (ages, income, savings, spending);
 * one plan of each template is computed by the engine and its figures are stored for the plans made from the same
 * template, which the engine would compute identically (same data, version, seed and assumptions). About 1% are
 * left stale, for the figures worker.
 */
export const LARGE = { teams: 5, advisorsPerTeam: 10, plansPerAdvisor: 200, templates: 12 };
const DAY = 86400_000;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const FIRST = ['Alex', 'Sam', 'Jamie', 'Robin', 'Casey', 'Drew', 'Rowan', 'Quinn', 'Sky', 'Reese', 'Parker', 'Emery', 'Hayden', 'Jules', 'Kai', 'Logan'];
const LAST = ['Abbott', 'Brooks', 'Carver', 'Dalton', 'Ellis', 'Foster', 'Garner', 'Hughes', 'Irwin', 'Jensen', 'Keller', 'Lowell', 'Marsh', 'Nolan', 'Ortiz', 'Price'];

interface Template { age: number; income: number; spending: number; k401: number; brokerage: number; retireAge: number }
function templates(n: number, rand: () => number): Template[] {
  return Array.from({ length: n }, (_, i) => ({
    age: 30 + (i * 3) % 34, income: 60_000 + Math.round(rand() * 140_000 / 1000) * 1000, spending: 35_000 + Math.round(rand() * 80_000 / 1000) * 1000,
    k401: Math.round(rand() * 900_000 / 1000) * 1000, brokerage: Math.round(rand() * 400_000 / 1000) * 1000, retireAge: 62 + (i % 6),
  }));
}

export async function seedLargeFirm(db: Db, log: (m: string) => void = console.log, now = new Date()) {
  const rand = rng(20261124);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const year = now.getUTCFullYear();
  const tpl = templates(LARGE.templates, rand);
  const expires = new Date(now.getTime() + 365 * DAY);
  const [{ n: existing }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.email} like '%@firm.example'`);
  if (existing > 0) throw new Error('The large firm is already in this database: use a fresh data folder.');

  const advisorIds: number[] = [];
  for (let t = 1; t <= LARGE.teams; t++) {
    const [team] = await db.insert(teams).values({ name: `Firm Team ${t}`, licenseCount: LARGE.advisorsPerTeam, licenseExpiration: expires }).returning();
    const people = await db.insert(users).values(Array.from({ length: LARGE.advisorsPerTeam }, (_, i) => {
      const manager = i === 0;
      const email = manager ? `manager${t}@firm.example` : `advisor${t}-${i}@firm.example`;
      return {
        email, username: email, firstName: pick(FIRST), lastName: `${pick(LAST)}-${t}${i}`, roleId: 2, roleDescription: manager ? 'Team Manager' : 'Advisor',
        expirationDate: expires, createdAt: new Date(now.getTime() - Math.floor(rand() * 700) * DAY),
      };
    })).returning();
    await db.insert(teamMembers).values(people.map((u, i) => ({ teamId: team.id, userId: u.id, role: i === 0 ? 'MANAGER' : 'ADVISOR', levelAccess: i === 0 ? 3 : 0 })));
    await db.insert(licenses).values(people.map((u) => ({ teamId: team.id, userId: u.id, expiresAt: expires })));
    advisorIds.push(...people.map((u) => u.id));
  }
  log(`${advisorIds.length} advisors in ${LARGE.teams} teams`);

  // Sign-ins and purchases over the past two years, for the site statistics.
  const sessionRows = advisorIds.flatMap((userId) => Array.from({ length: 40 }, () => {
    const at = new Date(now.getTime() - Math.floor(rand() * 730 * DAY));
    return { id: randomUUID(), userId, createdAt: at, expiresAt: new Date(at.getTime() + DAY), method: 'code' };
  }));
  for (let i = 0; i < sessionRows.length; i += 1000) await db.insert(sessions).values(sessionRows.slice(i, i + 1000));
  await db.insert(payments).values(advisorIds.map((userId, i) => {
    const paidAt = new Date(now.getTime() - Math.floor(rand() * 700) * DAY);
    return { payerId: userId, userId, kind: 'USER', vendorId: `INV-L${String(i).padStart(5, '0')}`, amount: 29_900, unitPriceCents: 29_900, licenseCount: 1, status: 'PAID', provider: 'invoice', createdAt: paidAt, paidAt };
  }));

  const byTemplate = new Map<number, number[]>();
  let made = 0;
  for (const advisorUserId of advisorIds) {
    const plans = Array.from({ length: LARGE.plansPerAdvisor }, () => {
      const created = new Date(now.getTime() - Math.floor(rand() * 900) * DAY);
      const updated = new Date(Math.min(now.getTime(), created.getTime() + Math.floor(rand() * 700) * DAY));
      const t = Math.floor(rand() * tpl.length);
      return { t, row: { advisorUserId, spouse: false, kids: false, others: false, maritalStatus: 'S', spending: tpl[t].spending, gatheringStep: 9, planningStage: Math.floor(rand() * 6), onboardingComplete: true, seed: 1000 + t, createdAt: created, updatedAt: updated } };
    });
    const inserted = await db.insert(profiles).values(plans.map((p) => p.row)).returning({ id: profiles.id });
    const personRows = inserted.map(({ id }, i) => {
      const t = tpl[plans[i].t];
      return { profileId: id, type: 'C', firstName: pick(FIRST), lastName: pick(LAST), dateOfBirth: `${year - t.age}-06-15`, employmentStatus: 'EM', lifeExpectancy: 92, retirementAge: t.retireAge, annualPreTax: t.income, monthlyTakeHome: Math.round(t.income / 12 * 0.7) };
    });
    const people = await db.insert(persons).values(personRows).returning({ id: persons.id, profileId: persons.profileId, income: persons.annualPreTax });
    await db.insert(incomes).values(people.map((p) => ({ profileId: p.profileId, clientId: p.id, annualPreTax: p.income ?? 0, frequency: 26, takeHomePay: Math.round((p.income ?? 0) * 0.7 / 26) })));
    const records = inserted.flatMap(({ id }, i) => {
      const t = tpl[plans[i].t];
      return [
        { profileId: id, kind: 'investment', data: investmentSchema.parse({ profileId: id, type: 'ES', subType: '401K', description: '401(k)', owner: 'CL', balance: t.k401, taxTreatment: 'DEFERRED', annualContribution: 12_000, portfolioId: 'GROWTH' }) as Record<string, unknown> },
        { profileId: id, kind: 'investment', data: investmentSchema.parse({ profileId: id, type: 'BA', subType: 'IND', description: 'Brokerage', owner: 'CL', balance: t.brokerage, taxTreatment: 'TAXABLE', portfolioId: 'MODERATE' }) as Record<string, unknown> },
        { profileId: id, kind: 'retirement_goal', data: retirementGoalSchema.parse({ profileId: id, clientRetirementAge: t.retireAge, annualSpending: Math.round(t.spending * 0.9) }) as Record<string, unknown> },
      ];
    });
    await db.insert(planRecords).values(records);
    // Every tenth plan has an invited client (most registered); they power the engagement tables.
    const invites = inserted.filter((_, i) => i % 10 === 0).map(({ id }, i) => ({
      profileId: id, email: `client${id}@firm.example`, firstName: pick(FIRST), lastName: pick(LAST), status: i % 3 === 0 ? 'PENDING' : 'ACTIVE', flags: {},
    }));
    if (invites.length) await db.insert(profileAccess).values(invites);
    inserted.forEach(({ id }, i) => byTemplate.set(plans[i].t, [...(byTemplate.get(plans[i].t) ?? []), id]));
    made += inserted.length;
    if (made % 2000 === 0) log(`${made} plans`);
  }

  // One engine run per template; its figures stand for every plan made from it. ~1% stay stale for the worker.
  const cache = new ResultCache(db);
  for (const [t, ids] of byTemplate) {
    const [rep, ...rest] = ids;
    await planWithResults(db, cache, rep, now);
    const [f] = await db.select().from(planFigures).where(inArray(planFigures.profileId, [rep]));
    const fresh = rest.filter((_, i) => i % 100 !== 7);
    for (let i = 0; i < fresh.length; i += 1000) {
      await db.update(planFigures).set({
        version: f.version, fingerprint: f.fingerprint, probability: f.probability, netWorth: f.netWorth, totalAssets: f.totalAssets,
        incomplete: f.incomplete, computedAt: f.computedAt, stale: false,
      }).where(inArray(planFigures.profileId, fresh.slice(i, i + 1000)));
    }
    log(`template ${t + 1}/${tpl.length}: probability ${f.probability == null ? '—' : Math.round(f.probability * 100) + '%'}, ${ids.length} plans`);
  }
  await db.execute(sql`ANALYZE`);
  return { advisors: advisorIds.length, plans: made };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('seed', 'large.ts'));
if (isMain) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? '.data-large');
  if (!databaseUrl && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    console.error(`${dataDir} is not empty: seed:large writes a fresh data folder (set DATA_DIR to a new one).`);
    process.exit(1);
  }
  const started = Date.now();
  const handle = await openDb({ databaseUrl, dataDir, prepare: (db) => runSeeders(db) });
  const out = await seedLargeFirm(handle.db);
  await handle.close();
  await closePool();
  console.log(`Seeded ${out.advisors} advisors and ${out.plans} plans in ${Math.round((Date.now() - started) / 1000)} s into ${databaseUrl ? 'DATABASE_URL' : dataDir}.`);
  console.log('Start it with the same DATA_DIR (or DATABASE_URL); sign in as manager1@firm.example, advisor1-1@firm.example or admin@example.com.');
}
