import { useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, SelectField, SwitchField } from '@portal/shared';
import { ActionBoard } from '../action-board/ActionBoard';
import { useActionBoard } from '../action-board/useActionBoard';
import { adoptAction, saveScenario } from '../plan-scenarios/api';
import { useScenarioActions, useScenarioInputs, useScenarioList, useSelectedPlan } from '../plan-scenarios/hooks';
import { PageGate } from '../plan-scenarios/PageGate';
import { BaseVsScenario } from '../scenario-results/BaseVsScenario';
import { ConfirmationBadge } from '../workshop/ConfirmationBadge';
import { useBrowserCalc, useServerConfirmation } from '../workshop/useWorkshopCalc';
import { SolverPanel } from './SolverPanel';

/**
 * Suggested actions (/suggested-actions): the advisor's recommended scenario (type SA). The client sees it when it
 * is shared; each action can be adopted into the plan (its records change for real). The recommendation is
 * every active action not adopted yet, computed against the plan as it is now. Above it, the plan solver's best
 * combinations for this plan (the fixed quick-action chips stay in the workshop); Apply saves one as a scenario here.
 */
export default function SuggestedActionsPage() {
  const { profileId, profile, rights } = useSelectedPlan();
  const { scenarios, isLoading: listLoading } = useScenarioList(profileId);
  const [params, setParams] = useSearchParams();
  const suggested = useMemo(() => scenarios.filter((s) => s.type === 'SA' && s.active), [scenarios]);
  const scenario = suggested.find((s) => s.id === Number(params.get('scenario'))) ?? suggested[0] ?? null;
  const { actions } = useScenarioActions(scenario?.id ?? null);
  const inputs = useScenarioInputs(profileId);
  const board = useActionBoard(scenario, actions, false);
  const adopted = useMemo(() => profile?.adoptedActions ?? [], [profile?.adoptedActions]);
  const recommended = useMemo(() => board.visible.filter((a) => a.id == null || !adopted.includes(a.id)), [board.visible, adopted]);
  const calc = useBrowserCalc(inputs.data, recommended);
  const confirmation = useServerConfirmation(profileId, scenario?.id ?? null, recommended, calc.scenario, !board.dirty);
  const [adopting, setAdopting] = useState(false);
  // The page's first figures are shown (or there are none to show): the plan solver's warm-up may use the cores now.
  const figuresShown = (!scenario && !listLoading) || (!!calc.base && !!calc.scenario) || !!calc.error;

  const create = async () => {
    if (!profileId) return;
    const s = await saveScenario({ profileId, description: 'Advisor recommendations', type: 'SA', sharing: false });
    setParams((p) => { p.set('scenario', String(s.id)); return p; });
  };
  const adopt = async (actionId: number) => {
    if (!profileId) return;
    setAdopting(true);
    try {
      await adoptAction(profileId, actionId);
    } finally {
      setAdopting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Suggested Actions"
        description="The changes your advisor recommends, and what they do for the plan."
        actions={rights.changeScenarios && suggested.length === 0 && <Button size="sm" colorPalette="blue" onClick={() => void create()}>Start suggestions</Button>}
      />
      <PageGate profileId={profileId} profile={profile} allowed={rights.viewSuggested || rights.viewScenarios} what="suggested actions">
        {rights.changeScenarios && profileId && (
          <SolverPanel profileId={profileId} inputs={inputs.data} warmNow={figuresShown} onApplied={(id) => setParams((p) => { p.set('scenario', String(id)); return p; })} />
        )}
        {!scenario ? (
          <Text color="fg.muted">{rights.isClient ? 'Your advisor has not shared suggested actions yet.' : 'No suggested actions yet.'}</Text>
        ) : (
          <Box>
            <Flex gap="6" align="flex-end" wrap="wrap" mb="4">
              {suggested.length > 1 && (
                <Box minW="260px">
                  <SelectField label="Suggestions" value={String(scenario.id)} options={suggested.map((s) => ({ code: String(s.id), description: s.description }))}
                    onChange={(v) => v && setParams((p) => { p.set('scenario', v); return p; })} />
                </Box>
              )}
              {rights.changeScenarios && (
                <SwitchField label="Visible to the client" checked={scenario.sharing}
                  onChange={(on) => void saveScenario({ ...scenario, sharing: on }, true)} />
              )}
              <HStack><Text fontSize="sm" color="fg.muted">{adopted.filter((id) => board.visible.some((a) => a.id === id)).length} of {board.visible.length} adopted</Text></HStack>
            </Flex>
            <Box as="section" aria-labelledby="suggested-heading" bg="gray.50" borderWidth="1px" rounded="md" p="3" mb="4">
              <Heading as="h2" size="md" id="suggested-heading" mb="2">{scenario.description}</Heading>
              <ActionBoard board={board} profile={profile} rights={{ ...rights, changeWorkshop: rights.changeWorkshop && rights.changeScenarios, addActions: rights.addActions && rights.changeScenarios }}
                adoptedActions={adopted} onAdopt={adopting ? undefined : (id) => void adopt(id)} quickActions={false} selectable={false} />
            </Box>
            <Box as="section" aria-labelledby="suggested-results">
              <Heading as="h2" size="md" id="suggested-results" mb="3">The plan today and with the suggestions not yet adopted</Heading>
              <BaseVsScenario base={calc.base} scenario={calc.scenario?.run ?? null} scenarioLabel="With suggestions"
                status={<ConfirmationBadge answer={calc.scenario} running={calc.running} status={confirmation.status} />} />
            </Box>
          </Box>
        )}
      </PageGate>
    </>
  );
}
