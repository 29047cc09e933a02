import { Text } from '@chakra-ui/react';
import { LEVEL_LABELS, PageHeader, useLevelKey, type Level } from '@portal/shared';
import { LevelIntegrations } from './LevelIntegrations';
import { PlanIntegrations } from './PlanIntegrations';

export interface IntegrationsPageProps {
  /** 4 team, 5 advisor (user), 6 plan (profile); the route table passes it. */
  level: Level;
}

/** Partner integrations at one level (spec document 2 section 2): team and advisor enable partners; a plan imports. */
export default function IntegrationsPage({ level }: IntegrationsPageProps) {
  const levelKey = useLevelKey(level);
  return (
    <>
      <PageHeader
        title={level === 6 ? 'Plan Integrations' : `${LEVEL_LABELS[level]} Integration`}
        description={level === 6
          ? 'Import statements and custodian exports into this plan, then link the accounts to its investments.'
          : 'Partners whose files can be imported into plans, and CRM contacts to start plans from.'}
      />
      {levelKey == null ? (
        <Text color="fg.muted">{level === 4 ? 'Select a team first.' : level === 6 ? 'Open a plan first.' : 'Sign in as an advisor.'}</Text>
      ) : level === 6 ? <PlanIntegrations profileId={levelKey} /> : <LevelIntegrations level={level} levelKey={levelKey} />}
    </>
  );
}
