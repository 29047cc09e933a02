import { ADVISOR_MENU, useSelectedAdvisor } from '@portal/shared';
import { HeaderMenu } from './HeaderMenu';

/** Shown when the user has create access for the selected plan's advisor; shows that advisor's name. */
export function AdvisorMenu({ disabled }: { disabled: boolean }) {
  const advisor = useSelectedAdvisor();
  if (!advisor) return null;
  return <HeaderMenu label={advisor.advisorName} ariaLabel={`Advisor menu: ${advisor.advisorName}`} links={ADVISOR_MENU} disabled={disabled} />;
}
