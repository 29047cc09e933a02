import { lazy, Suspense } from 'react';
import { Flex, Spinner, Text } from '@chakra-ui/react';

export interface PlanResultsProps {
  /** Plan to show; defaults to the selected plan. */
  profileId?: number | null;
  /** Shown first on the page (no space above): the plan's answer before its data. */
  first?: boolean;
}

// The panel and its chart library load after the page around it, so a plan data page never waits for recharts.
const PlanResultsPanel = lazy(() => import('./PlanResultsPanel'));

/** The plan's results (probability of success, net worth and cash flow by age, year by year) on a plan page. */
export function PlanResults(props: PlanResultsProps) {
  return (
    <Suspense fallback={<Flex gap="2" align="center" mt={props.first ? '0' : '8'}><Spinner size="sm" /><Text>Loading the plan's results…</Text></Flex>}>
      <PlanResultsPanel {...props} />
    </Suspense>
  );
}
