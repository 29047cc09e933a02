import { useCallback, useEffect, useMemo } from 'react';
import { Box, Button, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, SelectField, useSession, useUnsavedChanges } from '@portal/shared';
import { ActionBoard } from '../action-board/ActionBoard';
import { useActionBoard } from '../action-board/useActionBoard';
import { saveScenario, stripDraft, type DraftAction } from '../plan-scenarios/api';
import { useScenarioActions, useScenarioInputs, useScenarioList, useSelectedPlan } from '../plan-scenarios/hooks';
import { PageGate } from '../plan-scenarios/PageGate';
import { BaseVsScenario } from '../scenario-results/BaseVsScenario';
import { StressComparison } from '../scenario-results/StressComparison';
import { ConfirmationBadge } from './ConfirmationBadge';
import { planCalcClient } from './planCalc';
import { useBrowserCalc, useCalcClient, useServerConfirmation } from './useWorkshopCalc';
import { useStoredAnswers } from './useStoredAnswers';

// The page's code has loaded (a click, or a direct load): the engine's workers start now, while the plan's
// scenarios and inputs are read, rather than once they have arrived.
if (typeof Worker !== 'undefined') planCalcClient().prestart();

/**
 * Workshop (/workshop): pick actions and see the base plan against the scenario side by side. Each change is
 * computed at once by the engine in a web worker, then confirmed with the server's result.
 */
export default function WorkshopPage() {
  const { profileId, profile, rights } = useSelectedPlan();
  const { scenarios, isLoading: listLoading } = useScenarioList(profileId);
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('scenario'));
  // Workshop scenarios, and a suggested-actions scenario the address names (the plan solver's "Open in the workshop").
  const workshopScenarios = useMemo(() => scenarios.filter((s) => (s.type === 'WS' || s.id === wanted) && s.active), [scenarios, wanted]);
  const scenario = workshopScenarios.find((s) => s.id === wanted) ?? workshopScenarios[0] ?? null;
  const { actions } = useScenarioActions(scenario?.id ?? null);
  const inputs = useScenarioInputs(profileId);
  const client = useCalcClient();
  // A what-if starts at the click: the workers compute while the page draws it (the render asks for the same run).
  const onSelectionChange = useCallback((selected: DraftAction[]) => {
    client.run(selected.map(stripDraft)).catch(() => undefined);
  }, [client]);
  // A client never overwrites their advisor's scenario: their changes are saved as a scenario of their own.
  const me = useSession((s) => s.account?.user);
  const mayOverwrite = !!me && (me.roleId != null || scenario?.createdByUserId === me.id);
  const board = useActionBoard(scenario, actions, rights.changeWorkshop, { onSelectionChange, mayOverwrite });
  // A changed selection or unsaved actions: leaving the workshop (or this scenario) asks first.
  useUnsavedChanges(board.dirty, 'the workshop');
  const calc = useBrowserCalc(inputs.data, board.selectedActions, client);
  // The server's stored answers (the base plan's figures, the scenario's saved selection) show until the browser's own.
  const stored = useStoredAnswers(profileId, scenario?.id ?? null, inputs.data, board.selectedActions, board.actionsDirty);
  // The stored results stand in for the first figures only (until the browser's first answer): every later change,
  // back to the saved selection included, is computed and shown as the browser computes it.
  const storedFirst = calc.scenario ? null : stored.scenario;
  // The server confirms any selection of saved actions (a working selection is computed there, not stored).
  const confirmation = useServerConfirmation(profileId, scenario?.id ?? null, board.selectedActions, calc.scenario, !board.actionsDirty, stored.scenario);

  useEffect(() => {
    if (scenario && wanted !== scenario.id) setParams((p) => { p.set('scenario', String(scenario.id)); return p; }, { replace: true });
  }, [scenario, wanted, setParams]);

  const createScenario = async () => {
    if (!profileId) return;
    const created = await saveScenario({ profileId, description: `Workshop ${workshopScenarios.length + 1}`, type: 'WS' });
    setParams((p) => { p.set('scenario', String(created.id)); return p; });
  };
  const saveAsNew = async () => {
    const copy = await board.saveAsNew();
    // After the source's selection is back to its saved state (the guard has seen it), open the copy.
    if (copy) setTimeout(() => setParams((p) => { p.set('scenario', String(copy.id)); return p; }), 0);
  };
  // The figures for the selection shown: the server's when it differs; the browser's once it answered this selection;
  // meanwhile the stored results when they are for this selection (else the last answer, marked busy).
  const current = calc.running ? storedFirst : calc.scenario?.run ?? storedFirst;
  const shown = confirmation.status === 'differs' && confirmation.server ? confirmation.server : current ?? calc.scenario?.run ?? null;
  const running = calc.running && !storedFirst;
  const base = calc.base ?? stored.base;
  // Busy until both sides have figures (the inputs or the actions may still be on their way), unless it failed.
  const busy = !calc.error && !inputs.error && (running || !base || !shown);

  return (
    <>
      <PageHeader
        title="Workshop"
        description="Try actions and see their effect on the plan at once."
        actions={rights.changeScenarios && <Button size="sm" variant="outline" onClick={() => void createScenario()}>New workshop scenario</Button>}
      />
      <PageGate profileId={profileId} profile={profile} allowed={rights.viewWorkshop} what="workshop">
        {!scenario && listLoading ? (
          <Spinner size="sm" role="status" aria-label="Loading the scenarios" />
        ) : !scenario ? (
          <Text color="fg.muted">
            {rights.changeScenarios ? 'There is no workshop scenario yet: create one to start.' : 'Your advisor has not shared a workshop scenario yet.'}
          </Text>
        ) : (
          <Box>
            <Flex gap="4" align="flex-end" wrap="wrap" mb="4">
              <Box minW="260px">
                <SelectField
                  label="Scenario"
                  value={String(scenario.id)}
                  options={workshopScenarios.map((s) => ({ code: String(s.id), description: s.description }))}
                  onChange={(v) => v && setParams((p) => { p.set('scenario', v); return p; })}
                  placeholder="Choose a scenario…"
                />
              </Box>
              <HStack gap="2" pb="1">
                <Text fontSize="sm" color="fg.muted">{board.selectedActions.length} of {board.visible.length} actions selected</Text>
                {board.dirty && <Text fontSize="sm" color="orange.700">Unsaved changes</Text>}
                {board.selectionDirty && !board.mayOverwrite && (
                  <Text fontSize="sm" color="fg.muted">Your selection is yours to try: {rights.changeScenarios ? 'save it as a new scenario to keep it.' : 'your advisor\'s scenario stays as it is.'}</Text>
                )}
              </HStack>
            </Flex>
            <Box as="section" aria-labelledby="actions-heading" bg="gray.50" borderWidth="1px" rounded="md" p="3" mb="4">
              <Heading as="h2" size="md" id="actions-heading" mb="2">Actions</Heading>
              <ActionBoard board={board} profile={profile} rights={rights} onSaveAsNew={() => void saveAsNew()} />
            </Box>
            <Box as="section" aria-labelledby="results-heading" aria-busy={busy} data-testid="workshop-results">
              <Heading as="h2" size="md" id="results-heading" mb="3">Base plan and {scenario.description}</Heading>
              {calc.error && <Text color="fg.error" mb="2">{calc.error}</Text>}
              <BaseVsScenario
                base={base}
                scenario={shown}
                scenarioLabel={scenario.description}
                status={<ConfirmationBadge answer={calc.scenario} stored={!!storedFirst} running={running} status={confirmation.status} />}
              />
              {profileId && <StressComparison profileId={profileId} scenarioId={scenario.id} scenarioLabel={scenario.description} unsaved={board.dirty} />}
            </Box>
          </Box>
        )}
      </PageGate>
    </>
  );
}
