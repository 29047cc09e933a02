import { Button, Text } from '@chakra-ui/react';
import { type AssumptionData, type Level } from '@portal/shared';
import { levelLabel, useLevel } from '../levels/levelApi';
import { LevelHeader } from '../levels/LevelHeader';
import { AssumptionEditor } from './AssumptionEditor';
import { AssumptionList } from './AssumptionList';
import { MappingsPanel } from './MappingsPanel';
import { useAssumptions } from './useAssumptions';

export interface AssumptionsPageProps {
  /** 1 global, 4 team, 5 advisor (user), 6 plan (profile); the route table passes it. */
  level: Level;
  /** Inside another page (Global Administration): no page title. */
  embedded?: boolean;
}

/** A new set starts with cash only; add asset classes and portfolios, or copy an existing set instead. */
const STARTER: AssumptionData = {
  inflation: 0.025, salaryGrowth: 0.03,
  assetClasses: [{ id: 'CASH', name: 'Cash', expectedReturn: 0.03, standardDeviation: 0.006, incomeYield: 0.03 }],
  assetClassGroups: [], portfolioGroups: [], riskMappings: [], correlations: [[1]],
  portfolios: [{ id: 'CASH', name: 'Cash', weights: { CASH: 100 } }],
  defaultPortfolioId: 'CASH',
};

/** Portfolio assumptions at one level: /advisor/portfolio-assumptions, /team/assumptions, /plan/portfolio-assumptions, Global Administration. */
export default function AssumptionsPage({ level, embedded }: AssumptionsPageProps) {
  const { levelKey, canWrite } = useLevel(level);
  const api = useAssumptions(level, levelKey);
  const title = `${levelLabel(level)} Portfolio Assumptions`;
  const header = (
    <LevelHeader
      embedded={embedded}
      title={title}
      description="Asset classes, their correlations, portfolios and risk mappings. Sets of higher levels can be copied here and changed."
      actions={canWrite && levelKey ? <Button onClick={() => void api.create('New Assumption Set', STARTER)}>New Assumption Set</Button> : undefined}
    />
  );
  if (!levelKey) {
    return <>{header}<Text color="fg.muted">{level === 6 ? 'Open a plan first: plan assumptions belong to the selected plan.' : 'You are not a member of a team with access to its settings.'}</Text></>;
  }
  const eff = api.effective.data;
  return (
    <>
      {header}
      {eff && (
        <Text mb="4">
          {level === 6 ? 'This plan uses' : 'Plans at this level use'} <strong>{eff.name}</strong>
          {eff.source === 1 ? ' (the global default).' : eff.source === level ? ' (chosen at this level).' : ` (chosen at the ${levelLabel(eff.source).toLowerCase()} level).`}
        </Text>
      )}
      <AssumptionList api={api} level={level} canWrite={canWrite} />
      {api.current && <AssumptionEditor key={api.current.id} set={api.current} api={api} />}
      {level !== 1 && <MappingsPanel api={api} canWrite={canWrite} />}
    </>
  );
}
