import type { Ref } from 'react';
import { Text } from '@chakra-ui/react';
import type { ProfileAggregate } from '@portal/shared';
import { DebtsEditor } from '../debts/DebtsEditor';
import { ExpensesEditor } from '../expenses/ExpensesEditor';
import { GoalsArea } from '../goals/GoalsArea';
import { IncomeEditor } from '../income/IncomeEditor';
import { InsuranceEditor } from '../insurance/InsuranceEditor';
import { InvestmentsEditor } from '../investments/InvestmentsEditor';
import { OtherIncomesEditor } from '../other-incomes/OtherIncomesEditor';
import { SocialSecurityEditor } from '../other-incomes/SocialSecurityEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { ProfileEditor } from '../profile/ProfileEditor';
import { RealAssetsEditor } from '../real-assets/RealAssetsEditor';
import type { OnboardingStepKey } from './onboardingSteps';

interface Props {
  stepKey: OnboardingStepKey;
  profile: ProfileAggregate | null;
  readOnly: boolean;
  /** Ref of the step's n-th editor: the step saves them all before moving on. */
  register: (n: number) => Ref<AreaEditorHandle>;
}

/** The editors of one onboarding step: the same ones the plan data areas use. */
export function OnboardingStep({ stepKey, profile, readOnly, register }: Props) {
  if (stepKey === 'client') return <ProfileEditor ref={register(0)} profile={profile} readOnly={readOnly} sections={['client']} hideSaveButton />;
  if (!profile) return <Text color="fg.muted">Start with the client: the plan is created when the first step is saved.</Text>;
  const common = { profile, readOnly, hideSaveButton: true };
  switch (stepKey) {
    case 'spouse': return <ProfileEditor ref={register(0)} {...common} sections={['spouse']} />;
    case 'family': return <ProfileEditor ref={register(0)} {...common} sections={['family', 'locations']} />;
    case 'incomes':
      return (
        <>
          <IncomeEditor ref={register(0)} {...common} />
          <SocialSecurityEditor ref={register(1)} {...common} />
          <OtherIncomesEditor ref={register(2)} {...common} />
        </>
      );
    case 'expenses': return <ExpensesEditor ref={register(0)} {...common} />;
    case 'assets':
      return (
        <>
          <InvestmentsEditor ref={register(0)} {...common} />
          <RealAssetsEditor ref={register(1)} {...common} />
          <InsuranceEditor ref={register(2)} {...common} />
        </>
      );
    case 'debts': return <DebtsEditor ref={register(0)} {...common} />;
    case 'goals': return <GoalsArea ref={register(0)} {...common} />;
  }
}
