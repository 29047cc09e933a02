import { act, renderHook } from '@testing-library/react';
import type { ScenarioRun } from '@portal/shared';
import type { CalcAnswer, ScenarioCalcClient } from './calcClient';
import type { ScenarioInputs } from './calcProtocol';
import { useBrowserCalc } from './useWorkshopCalc';

/** A calculation client whose runs without actions (the base) end when the test says, by the inputs' fingerprint. */
function slowClient() {
  const ends = new Map<string, Array<(a: CalcAnswer) => void>>();
  let inputs: ScenarioInputs | null = null;
  const client = {
    setInputs(next: ScenarioInputs) {
      inputs = next;
    },
    run(actions: unknown[]): Promise<CalcAnswer> {
      const fingerprint = inputs!.fingerprint;
      if (actions.length) return new Promise(() => undefined);
      return new Promise((resolve) => ends.set(fingerprint, [...(ends.get(fingerprint) ?? []), resolve]));
    },
  };
  const answer = (label: string): CalcAnswer => ({ run: { label } as unknown as ScenarioRun, ms: 1, where: 'worker' });
  return { client: client as unknown as ScenarioCalcClient, end: (fingerprint: string) => ends.get(fingerprint)!.forEach((resolve) => resolve(answer(fingerprint))) };
}

test('the base shown is the one of the inputs shown now, even when an older base run ends last', async () => {
  const { client, end } = slowClient();
  const a = { fingerprint: 'a' } as ScenarioInputs;
  const b = { fingerprint: 'b' } as ScenarioInputs;
  const { result, rerender } = renderHook(({ inputs }) => useBrowserCalc(inputs, [], client), { initialProps: { inputs: a } });
  rerender({ inputs: b });
  await act(async () => end('b'));
  expect(result.current.base).toEqual({ label: 'b' });
  // The run for the inputs read a moment before ends after: the page keeps the base of what it shows.
  await act(async () => end('a'));
  expect(result.current.base).toEqual({ label: 'b' });
});
