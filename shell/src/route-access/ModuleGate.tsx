import type { ReactNode } from 'react';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { isAdvisor, MODULE_PAGE_SETTINGS, settingOn, usePlan, usePlanHref, usePlanSettingValues, useSession } from '@portal/shared';

/**
 * A module page (Scenarios, Suggested Actions, Workshop, Comparison) opens only while the plan's module option is on
 * (spec document 2 section 7, Module Options); the plan navigation hides its link the same way.
 * Turned off, the page says so, and an advisor is offered the Module Options that turn it back on.
 */
export function ModuleGate({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const key = MODULE_PAGE_SETTINGS[path];
  const planSelected = usePlan((s) => s.profileId !== null);
  const { values } = usePlanSettingValues();
  const advisor = isAdvisor(useSession((s) => s.account));
  const planHref = usePlanHref();
  // Until the settings arrive the page opens as usual; a plan without settings keeps the built-in defaults.
  if (!key || !planSelected || !values || settingOn(values, key)) return children;
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{`${title} is turned off for this plan`}</EmptyState.Title>
          <EmptyState.Description>
            {advisor ? 'Turn it on again in the plan\'s Module Options.' : 'Ask your advisor if you expected to see it.'}
          </EmptyState.Description>
        </VStack>
        {advisor && <Button asChild><RouterLink to={planHref('/plan/settings?subcat=Target Portfolio')}>Open Module Options</RouterLink></Button>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
