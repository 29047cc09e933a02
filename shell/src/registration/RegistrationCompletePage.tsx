import { useSearchParams } from 'react-router-dom';
import { CompleteRegistrationForm } from './CompleteRegistrationForm';
import { completeAdvisorRegistration } from './registrationApi';

/** /registration/complete?id=...: the advisor confirms the address, chooses a username and starts the trial. */
export function RegistrationCompletePage() {
  const [params] = useSearchParams();
  return (
    <CompleteRegistrationForm
      id={params.get('id')}
      kind="ADVISOR"
      title="Complete your registration"
      intro={(v) => `Welcome, ${v.firstName}. Choose your username to start your 30-day trial.`}
      submitLabel="Start my trial"
      complete={completeAdvisorRegistration}
      restart={{ label: 'Register again', to: '/registration/advisor' }}
    />
  );
}
