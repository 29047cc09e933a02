import { mutate } from 'swr';
import { call, endpoints, urlOf, usePlan } from '@portal/shared';
import { ScenarioCalcClient } from './calcClient';

/**
 * The open plan's calculation workers, one set for the workshop and Suggested Actions: started and warmed when
 * the plan opens (warmPlanCalc, which the shell calls once the page is idle), so the first figures of either page
 * come from workers whose engine is loaded and compiled, with the base plan already computed. Stopped when no
 * plan is open any more.
 */
let client: ScenarioCalcClient | null = null;

export function planCalcClient(): ScenarioCalcClient {
  client ??= new ScenarioCalcClient();
  return client;
}

usePlan.subscribe((state, before) => {
  if (state.profileId !== before.profileId && state.profileId == null) client?.dispose();
});

/**
 * Opens the plan `profileId` in the workers ahead of the pages that need them: reads its engine inputs into the
 * client cache (the key the pages read), starts the workers with them (they warm up on their own) and computes the
 * base plan. Failures are silent here: the page reads and reports them itself.
 */
export default async function warmPlanCalc(profileId: number): Promise<void> {
  const key = urlOf(endpoints.scenarios.inputs, { params: { profileId } });
  try {
    const inputs = await call(endpoints.scenarios.inputs, { params: { profileId } }, { ignoreErrors: true });
    if (usePlan.getState().profileId !== profileId) return;
    await mutate(key, inputs, { revalidate: false });
    const calc = planCalcClient();
    calc.setInputs(inputs);
    await calc.run([]);
  } catch {
    // The page's own read says what went wrong.
  }
}
