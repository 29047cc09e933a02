import type { ReactNode } from 'react';
import { Spinner, Text } from '@chakra-ui/react';
import type { ProfileAggregate } from '@portal/shared';

/** What a scenario page shows before it can show itself: no plan, loading, or no permission. */
export function PageGate({ profileId, profile, allowed, what, children }: {
  profileId: number | null; profile: ProfileAggregate | null; allowed: boolean; what: string; children: ReactNode;
}) {
  if (!profileId) return <Text color="fg.muted">Open a plan from the client list to see its {what}.</Text>;
  if (!profile) return <Spinner size="sm" role="status" aria-label="Loading the plan" />;
  if (!allowed) return <Text color="fg.muted">You do not have access to the {what} of this plan.</Text>;
  return <>{children}</>;
}
