import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { actions, planRecords, profiles, scenarios, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../seed/demo';

type NewAction = Omit<typeof actions.$inferInsert, 'scenarioId'>;

/**
 * Demo scenarios for the demo plan: a shared workshop scenario with two what-ifs to try, and the advisor's
 * suggested actions (shared with the client), and a selected target method. Runs once: only while no scenario
 * was ever created.
 */
export const scenarioSeeder = {
  name: 'demo scenarios',
  needed: async (db: Db) => {
    const result = await db.execute(sql`select is_called from scenarios_id_seq`);
    const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ is_called: boolean }> }).rows) as Array<{ is_called: boolean }>;
    return rows[0]?.is_called === false;
  },
  run: async (tx: Tx) => {
    const [plan] = await tx.select({ id: profiles.id }).from(profiles).innerJoin(users, eq(users.id, profiles.advisorUserId))
      .where(eq(users.email, DEMO_EMAILS.advisor)).orderBy(asc(profiles.id)).limit(1);
    if (!plan) return;
    const profileId = plan.id;

    const add = async (scenario: typeof scenarios.$inferInsert, list: NewAction[]) => {
      const [s] = await tx.insert(scenarios).values(scenario).returning();
      if (list.length) await tx.insert(actions).values(list.map((a, i) => ({ ...a, scenarioId: s.id, sequence: i })));
      return s;
    };
    // The couple's early-retirement dream (selected), and two more what-ifs to try.
    const ws = await add({ profileId, description: 'Early retirement', type: 'WS', sharing: true, sequence: 0 }, [
      { type: 'C', referenceType: 'Client Demographics', formName: 'RetirementAge', value: '{"owner":"CL","retirementAge":55}', description: 'Jordan retires at 55' },
      { type: 'C', referenceType: 'Client Demographics', formName: 'RetirementAge', value: '{"owner":"SP","retirementAge":55}', description: 'Casey retires at 55' },
      { type: 'C', referenceType: 'Expenses', formName: 'RetirementSpending', value: '{"annualSpending":150000}', description: 'Spend $150,000 a year in retirement' },
      { type: 'C', referenceType: 'Expenses', formName: 'BaseLivingExpense', value: '{"percentChange":-10}', description: 'Cut base living expense 10%' },
      { type: 'A', referenceType: 'Goals', formName: 'Goal', value: '{"goalType":"HM","description":"Home repair","amount":50000,"age":70,"years":1,"startTrigger":"CA"}', description: 'Add a $50,000 home repair at 70' },
    ]);
    const wsActions = await tx.select({ id: actions.id }).from(actions).where(eq(actions.scenarioId, ws.id)).orderBy(asc(actions.sequence));
    await tx.update(scenarios).set({ selectedActions: wsActions.slice(0, 3).map((a) => ({ id: a.id })) }).where(eq(scenarios.id, ws.id));
    // The advisor's answer to the plan's real question (retiring at 62 on 150,000 a year is short of the comfort
    // zone): claim Social Security later, Jordan works to 65 and trims retirement spending; each raises the probability.
    await add({ profileId, description: 'Advisor recommendations', type: 'SA', sharing: true, sequence: 1 }, [
      { type: 'C', referenceType: 'Other Income', formName: 'SocialSecurity', value: '{"owner":"CL","claimAge":70}', description: 'Claim Social Security at 70' },
      { type: 'C', referenceType: 'Client Demographics', formName: 'RetirementAge', value: '{"owner":"CL","retirementAge":65}', description: 'Jordan works to 65' },
      { type: 'C', referenceType: 'Expenses', formName: 'RetirementSpending', value: '{"annualSpending":130000}', description: 'Spend $130,000 a year in retirement' },
    ]);
    // A selected target method for the Target Portfolio view (its allocation comes from the risk mappings).
    await tx.insert(planRecords).values({
      profileId, kind: 'target_method', active: true,
      data: { description: 'Growth, risk score 60', method: 'RISK', riskScore: 60, portfolioId: null, allocation: {}, selected: true },
    });
  },
};
