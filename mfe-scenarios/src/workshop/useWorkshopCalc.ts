import { useEffect, useRef, useState } from 'react';
import { runsAgree, type ScenarioRun } from '@portal/shared';
import { calculateOnServer, stripDraft, type DraftAction } from '../plan-scenarios/api';
import type { ScenarioCalcClient, CalcAnswer } from './calcClient';
import { planCalcClient } from './planCalc';
import type { ScenarioInputs } from './calcProtocol';

export interface BrowserCalc {
  base: ScenarioRun | null;
  scenario: CalcAnswer | null;
  /** A newer answer is being computed. */
  running: boolean;
  error: string | null;
}

/** A stable key of what a run depends on: the inputs and the selected actions' content and order. */
const runKey = (inputs: ScenarioInputs | undefined, actions: DraftAction[]) =>
  `${inputs?.fingerprint}|${actions.map((a) => `${a.key}:${a.formName}:${a.type}:${a.referenceId}:${a.value}:${a.selectedFields.join('+')}`).join('|')}`;

/**
 * The open plan's calculation workers (planCalc.ts): started when the plan opened, or with the page's first
 * inputs; they stay while the plan is open, so coming back to the workshop finds them warm.
 */
export function useCalcClient(): ScenarioCalcClient {
  return planCalcClient();
}

/**
 * Runs the base plan once and the scenario on every change of its selected actions, in the web workers of
 * `client` (the page's own when not given; a page that starts runs from a click passes the one it uses).
 * Only the newest answer is kept (a slower older one never replaces it).
 */
export function useBrowserCalc(inputs: ScenarioInputs | undefined, selected: DraftAction[], shared?: ScenarioCalcClient): BrowserCalc {
  const own = useCalcClient();
  const client = shared ?? own;
  // The base run of the inputs it was computed for: new inputs show no base until theirs arrives.
  const [baseRun, setBaseRun] = useState<{ inputs: ScenarioInputs; run: ScenarioRun } | null>(null);
  const [scenario, setScenario] = useState<CalcAnswer | null>(null);
  // The selection whose run last finished: another one is running.
  const [settledKey, setSettledKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef('');

  useEffect(() => {
    if (!inputs) return;
    // Only the answer for the inputs shown now is kept: an older base run (other inputs read a moment before, by a
    // warm-up or a revalidation) that ends after the newer one would leave the page with no base at all.
    let current = true;
    client.setInputs(inputs);
    client.run([]).then((a) => current && setBaseRun({ inputs, run: a.run }), (e: Error) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [client, inputs]);

  const key = runKey(inputs, selected);
  useEffect(() => {
    if (!inputs) return;
    latest.current = key;
    client.run(selected.map(stripDraft)).then(
      (answer) => {
        if (latest.current !== key) return;
        setScenario(answer);
        setError(null);
        setSettledKey(key);
      },
      (e: Error) => {
        if (latest.current !== key) return;
        setError(e.message);
        setSettledKey(key);
      },
    );
    // `key` captures everything the run reads from `selected`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  const base = baseRun && baseRun.inputs === inputs ? baseRun.run : null;
  const running = !!inputs && settledKey !== key;
  return { base, scenario, running, error };
}

export type Confirmation = 'unsaved' | 'checking' | 'confirmed' | 'differs' | 'failed' | 'idle';

/** The same actions applied in the same order. */
const sameActions = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Confirms the browser's answer with the server's (POST .../scenario/{id} with the selected saved actions):
 * same inputs and seed must give the same numbers. Only possible when every selected action is saved
 * (`enabled` is false while the list has unsaved changes). `stored`, the server's stored results for exactly this
 * selection (useStoredAnswers), confirms without asking the server again.
 */
export function useServerConfirmation(
  profileId: number | null, scenarioId: number | null, selected: DraftAction[], local: CalcAnswer | null, enabled: boolean,
  stored: ScenarioRun | null = null,
): { status: Confirmation; server: ScenarioRun | null } {
  const [state, setState] = useState<{ key: string; status: Confirmation; server: ScenarioRun | null }>({ key: '', status: 'idle', server: null });
  const unsaved = selected.some((a) => a.id == null);
  const ids = selected.map((a) => a.id).join(',');
  const localKey = local ? `${local.run.actionIds.join(',')}|${local.run.metricsCollection.probabilityOfSuccess}|${local.run.metricsCollection.estateValue}` : '';
  const key = `${profileId}:${scenarioId}:${ids}:${localKey}`;
  // The stored results answer the very run the browser computed: compared here, no second run on the server.
  const known = !!stored && !!local && !unsaved && enabled && sameActions(stored.actionIds, local.run.actionIds);

  useEffect(() => {
    if (known || !enabled || !profileId || !scenarioId || !local || unsaved) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      calculateOnServer(profileId, scenarioId, selected.map((a) => a.id!)).then(
        (server) => { if (!cancelled) setState({ key, status: runsAgree(local.run, server) ? 'confirmed' : 'differs', server }); },
        () => { if (!cancelled) setState({ key, status: 'failed', server: null }); },
      );
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `key` captures the selection and the local answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, unsaved, known]);

  // Unsaved actions or changes: the server cannot have computed this yet.
  if (unsaved || !enabled) return { status: local ? 'unsaved' : 'idle', server: null };
  if (known) return runsAgree(local!.run, stored!) ? { status: 'confirmed', server: null } : { status: 'differs', server: stored };
  if (state.key !== key) return { status: local ? 'checking' : 'idle', server: null };
  return { status: state.status, server: state.server };
}
