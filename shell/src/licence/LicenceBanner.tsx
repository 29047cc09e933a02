import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLoadedPlan } from '@portal/shared';

/** Where a licence is renewed: the caller's own licence, or the team's licences for another advisor's plan. */
export const renewalPath = (reason: string) => (reason.startsWith('Your licence') ? '/team/administration?tab=licence' : '/team/administration?tab=licences');

/**
 * The selected plan is read-only because a licence expired (the server says why in `licenceBlock`): a banner above
 * every plan screen, with a link to renewal. Renewing lifts it the next time the plan loads.
 */
export function LicenceBanner() {
  const reason = useLoadedPlan()?.licenceBlock ?? null;
  if (!reason) return null;
  return (
    <Alert.Root status="warning" mb="4" role="status" aria-label="Plan is read-only">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This plan is read-only</Alert.Title>
        <Alert.Description>
          {reason}{' '}
          <Link asChild color="primary.fg" fontWeight="semibold"><RouterLink to={renewalPath(reason)}>Renew the licence</RouterLink></Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
