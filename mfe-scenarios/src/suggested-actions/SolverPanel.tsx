import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Link, List, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { OptimizeProgress, OptimizeRequest, OptimizeResult } from '@portal/calc';
import { call, endpoints, NumberField, SelectField, withPlan, type ScenarioInputs } from '@portal/shared';
import { saveScenario, saveScenarioSelection, keys } from '../plan-scenarios/api';
import { formatDollars, formatPercent } from '../plan-scenarios/format';
import { planSolverWorkers } from './solverClient';
import { mutate } from 'swr';

type Objective = OptimizeRequest['objective'];
const OBJECTIVES: Array<{ code: Objective; description: string }> = [
  { code: 'sustainableSpending', description: 'Highest sustainable spending' },
  { code: 'maxProbability', description: 'Highest probability of success' },
  { code: 'maxEstate', description: 'Largest after-tax estate' },
  { code: 'minTax', description: 'Lowest lifetime tax' },
];
const PHASES: Record<OptimizeProgress['phase'], string> = {
  baseline: 'The plan as it is',
  screening: 'Screening each setting',
  combining: 'Combining the best settings',
  explaining: 'Measuring each lever on its own',
};

type Answer = OptimizeResult & { ms: number; where: 'worker' | 'page' };
type Candidate = Answer['candidates'][number];

/**
 * The plan solver on Suggested Actions: searches claiming ages, Roth conversions, withdrawal order and retirement
 * ages (and solves for spending) in the browser's web workers with the engine the server runs; shows the top
 * combinations with their figures and each lever's effect in words. Apply saves a combination as a suggested-actions
 * scenario of ordinary actions, flagged for comparison.
 */
export function SolverPanel({ profileId, inputs, onApplied, warmNow = true }: {
  profileId: number; inputs: ScenarioInputs | undefined; onApplied?: (scenarioId: number) => void;
  /** The page has shown its first figures: the solver's workers may start and warm (before, they would share the cores those figures need). */
  warmNow?: boolean;
}) {
  // The open plan's solver workers (kept while it is open).
  const workers = planSolverWorkers();
  // Started and warmed once the page's first figures are on screen (the frame after): they load the engine meanwhile.
  // A search started before that starts them itself.
  useEffect(() => {
    if (!warmNow) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => { timer = window.setTimeout(() => workers.warm(inputs), 0); });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [workers, inputs, warmNow]);
  const [objective, setObjective] = useState<Objective>('sustainableSpending');
  const [targetPercent, setTargetPercent] = useState<number | null>(null);
  const [progress, setProgress] = useState<OptimizeProgress | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<Record<number, { id: number; description: string }>>({});
  const [applying, setApplying] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page ends its search (the workers stay for the next visit).
  useEffect(() => () => controller.current?.abort(), []);
  const threshold = inputs?.successThreshold ?? 70;
  const running = progress !== null;

  const solve = async () => {
    if (!inputs) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setAnswer(null);
    setApplied({});
    setError(null);
    setProgress({ phase: 'baseline', done: 0, total: 1, trying: 'the plan as it is', trials: inputs.trials });
    // The search reports every evaluation; the page draws the latest at most every 250 ms (the main thread stays free for the
    // workers' messages, and on two cores leaves the CPU to the workers).
    let latest: OptimizeProgress | null = null;
    let timer: number | null = null;
    try {
      const request: OptimizeRequest = { objective, ...(targetPercent != null ? { target: targetPercent / 100 } : {}) };
      const onProgress = (p: OptimizeProgress) => {
        latest = p;
        timer ??= window.setTimeout(() => {
          timer = null;
          if (!abort.signal.aborted && latest) setProgress(latest);
        }, 250);
      };
      const result = await workers.solve(inputs, request, { signal: abort.signal, onProgress });
      if (!abort.signal.aborted) setAnswer(result);
    } catch (e) {
      setError(abort.signal.aborted ? 'The search was cancelled.' : e instanceof Error ? e.message : String(e));
    } finally {
      if (timer !== null) window.clearTimeout(timer);
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  };
  const cancel = () => controller.current?.abort();

  const apply = async (index: number, c: Candidate) => {
    setApplying(index);
    try {
      const scenario = await saveScenario({ profileId, description: `Solver: ${c.title}`.slice(0, 100), type: 'SA', sharing: false, comparing: true });
      const saved = await call(endpoints.scenarios.saveActions, { params: { scenarioId: scenario.id! }, body: c.actions.map(({ selectedFields: _f, ...a }) => ({ ...a, selectedFields: [], scenarioId: scenario.id! })) });
      await saveScenarioSelection({ ...scenario, selectedActions: saved.map((a) => ({ id: a.id })) });
      await mutate(keys.actions(scenario.id!));
      setApplied((m) => ({ ...m, [index]: { id: scenario.id!, description: scenario.description } }));
      onApplied?.(scenario.id!);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setApplying(null);
    }
  };

  const target = answer?.target ?? (targetPercent ?? threshold) / 100;
  return (
    <Box as="section" aria-labelledby="solver-heading" borderWidth="1px" rounded="md" p="3" mb="4">
      <Heading as="h2" size="md" id="solver-heading" mb="1">Best combinations for this plan</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Claiming ages, Roth conversions, withdrawal order and retirement ages, tried together on the plan&apos;s own Monte Carlo trials.
      </Text>
      <Flex gap="4" align="flex-end" wrap="wrap" mb="3">
        <Box minW="240px">
          <SelectField label="Objective" value={objective} options={OBJECTIVES} onChange={(v) => v && setObjective(v as Objective)} disabled={running} />
        </Box>
        <Box w="180px">
          <NumberField label="Target probability" suffix="%" value={targetPercent} placeholder={String(threshold)} decimals={0}
            onChange={(v) => setTargetPercent(v == null ? null : Math.min(99, Math.max(5, v)))} disabled={running || objective === 'maxProbability'} />
        </Box>
        {running
          ? <Button size="sm" variant="outline" onClick={cancel}>Cancel</Button>
          : <Button size="sm" colorPalette="blue" onClick={() => void solve()} disabled={!inputs}>Find the best plan</Button>}
      </Flex>
      {progress && (
        <Box mb="3" aria-live="polite">
          <Box role="progressbar" aria-label="Search progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent(progress)} h="2" bg="gray.200" rounded="full" overflow="hidden">
            <Box h="full" w={`${percent(progress)}%`} bg="blue.500" />
          </Box>
          <Text fontSize="sm" mt="1" data-testid="solver-progress">
            {PHASES[progress.phase]} ({progress.done} of {progress.total}): trying {progress.trying}{progress.trials > 0 ? ` on ${progress.trials.toLocaleString('en-US')} trials` : ' (the projection, for lifetime figures)'}
          </Text>
        </Box>
      )}
      {error && <Text color="fg.error" fontSize="sm" mb="2" role="alert">{error}</Text>}
      {answer && (
        <Box>
          <Text fontSize="sm" mb="2" data-testid="solver-baseline" data-where={answer.where}>
            The plan today: probability {formatPercent(answer.baseline.probabilityOfSuccess)}
            {answer.baseline.sustainableSpending != null && <>, sustainable retirement spending {formatDollars(answer.baseline.sustainableSpending)} a year at {formatPercent(target)}</>}
            . Searched {answer.evaluations} combinations ({answer.trialsRun.toLocaleString('en-US')} trials) in {(answer.ms / 1000).toFixed(1)} s.
          </Text>
          {answer.nothingToImprove && <Text fontWeight="medium" data-testid="solver-nothing">{answer.message}</Text>}
          <List.Root as="ol" listStyle="none" gap="3">
            {answer.candidates.map((c, i) => (
              <List.Item key={c.title}>
                <Box as="article" aria-label={`Combination ${i + 1}`} borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
                  <Heading as="h3" size="sm" mb="2">{i + 1}. {c.title}</Heading>
                  <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mb="2">
                    <Figure label="Probability of success" value={formatPercent(c.probabilityOfSuccess)} />
                    {c.sustainableSpending != null && <Figure label="Sustainable spending" value={`${formatDollars(c.sustainableSpending)} a year`} />}
                    <Figure label="Median after-tax estate" value={formatDollars(c.medianEstate)} />
                    <Figure label="Median lifetime tax" value={formatDollars(c.lifetimeTax)} />
                  </SimpleGrid>
                  <List.Root fontSize="sm" ps="4" mb="2">
                    {c.explanation.map((line) => <List.Item key={line}>{line}</List.Item>)}
                  </List.Root>
                  {applied[i] ? (
                    <HStack fontSize="sm" gap="3">
                      <Text>Applied as “{applied[i].description}”.</Text>
                      <Link asChild color="blue.600"><RouterLink to={withPlan(`/workshop?scenario=${applied[i].id}`, profileId)}>Open in the workshop</RouterLink></Link>
                      <Link asChild color="blue.600"><RouterLink to={withPlan('/plans', profileId)}>Compare</RouterLink></Link>
                    </HStack>
                  ) : (
                    <Button size="xs" colorPalette="blue" variant="outline" onClick={() => void apply(i, c)} loading={applying === i} disabled={applying !== null}
                      aria-label={`Apply combination ${i + 1}`}>Apply</Button>
                  )}
                </Box>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Box>
  );
}

/** How far the search is: the phases in order, the share of the current phase's evaluations done within it. */
function percent(p: OptimizeProgress): number {
  const order: OptimizeProgress['phase'][] = ['baseline', 'screening', 'combining', 'explaining'];
  const k = order.indexOf(p.phase);
  return Math.round(((k + (p.total ? p.done / p.total : 0)) / order.length) * 100);
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root size="sm">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}
