import { useSearchParams } from 'react-router-dom';
import { CompleteRegistrationForm } from './CompleteRegistrationForm';
import { completeClientRegistration } from './registrationApi';

/** /registration/client/complete?id=...: an invited client creates their account and lands on their plan. */
export function ClientRegistrationCompletePage() {
  const [params] = useSearchParams();
  return (
    <CompleteRegistrationForm
      id={params.get('id')}
      kind="CLIENT"
      title="Create your account"
      intro={(v) => `${v.advisorName ?? 'Your advisor'}${v.firmName ? ` of ${v.firmName}` : ''} invited you to view your financial plan. Choose a username to continue.`}
      submitLabel="Create my account"
      complete={completeClientRegistration}
      restart={{ label: 'Ask your advisor for a new invitation', to: '/registration/client' }}
    />
  );
}
