import { useRef, useState } from 'react';
import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { cachedPlan, call, endpoints, PageHeader, putPlan, SelectField, usePlan, withPlan } from '@portal/shared';
import { SaveOutcomeText } from '../plan-form/AreaLayout';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { patchSelectedPlan } from '../plan/loadPlan';
import { postProfile } from '../plan/profileBody';
import { isPlanReadOnly } from '../plan/readOnly';
import { usePlanData } from '../plan/usePlanData';
import { LAST_STEP, ONBOARDING_STEPS, raiseGatheringStep, resumeStep } from './onboardingSteps';
import { OnboardingStep } from './OnboardingStep';
import { PLANNING_STAGES } from './planningStages';

/** The planning stage is set by a call and then kept locally (spec document 1 section 4). */
function PlanningStageSelect({ profileId, stage, disabled }: { profileId: number | null; stage: number; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const change = async (value: string) => {
    if (profileId == null || value === '') return;
    setBusy(true);
    try {
      await call(endpoints.profile.setStage, { params: { id: profileId, stage: Number(value) } });
      patchSelectedPlan({ planningStage: Number(value) });
    } catch {
      // The save-error banner says what happened.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box w="240px">
      <SelectField label="Planning Stage" options={PLANNING_STAGES} placeholder="Select…" value={String(stage)} onChange={(v) => void change(v)} disabled={disabled || busy || profileId == null} helperText={profileId == null ? 'Available once the plan is created' : undefined} />
    </Box>
  );
}

/** /onboarding: guided steps from the client to the goals; the gathering step only moves forward. */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const { profileId, profile, loading, failed } = usePlanData();
  const readOnly = profile ? isPlanReadOnly(profile.permissions) : false;
  const [step, setStep] = useState<number | null>(null);
  const current = step ?? resumeStep(profile?.gatheringStep);
  const reached = Math.max(profile?.gatheringStep ?? 1, current);
  const handles = useRef<Array<AreaEditorHandle | null>>([]);
  const register = (n: number) => (h: AreaEditorHandle | null) => { handles.current[n] = h; };

  const saveStep = async () => {
    let ok = true;
    for (const h of handles.current) if (h) ok = (await h.save()) && ok;
    return ok;
  };
  const { saving, outcome, save } = useAreaSave(saveStep);
  const go = useAreaSave(async () => {
    if (!(await saveStep())) return false;
    const id = usePlan.getState().profileId;
    const plan = id != null ? await cachedPlan(id) : undefined;
    if (!plan) return false;
    if (current === LAST_STEP) {
      const stage = await call(endpoints.profile.completeOnboarding, { params: { id: plan.id } });
      patchSelectedPlan({ onboardingComplete: stage.onboardingComplete });
      navigate(withPlan('/onboarding/complete', plan.id));
      return true;
    }
    const next = current + 1;
    if (!readOnly && raiseGatheringStep(plan.gatheringStep, next) > (plan.gatheringStep ?? 1)) {
      // The save answers the plan: it goes into the plan cache as it is.
      await putPlan(plan.id, await postProfile({ id: plan.id, gatheringStep: next }));
    }
    handles.current = [];
    setStep(next);
    window.scrollTo({ top: 0 });
    return true;
  });
  const goTo = (n: number) => {
    handles.current = [];
    setStep(n);
  };

  if (profileId != null && (loading || (!profile && !failed))) {
    return <Flex align="center" gap="3" py="8" role="status"><Spinner size="sm" /><Text color="fg.muted">Loading the plan…</Text></Flex>;
  }
  const stepInfo = ONBOARDING_STEPS[current - 1];

  return (
    <>
      <PageHeader
        title="Plan Onboarding"
        description={profile ? 'Gather the plan data step by step. Each step is saved when you move on.' : 'A new plan: start with the client. The plan is created when you save the first step.'}
        actions={<PlanningStageSelect profileId={profile?.id ?? null} stage={profile?.planningStage ?? 0} disabled={readOnly} />}
      />
      <Flex as="nav" aria-label="Onboarding steps" gap="2" wrap="wrap" mb="6">
        {ONBOARDING_STEPS.map((s) => (
          <Button
            key={s.key}
            size="sm"
            variant={s.step === current ? 'solid' : s.step <= reached ? 'outline' : 'ghost'}
            disabled={s.step > reached || !profile}
            aria-current={s.step === current ? 'step' : undefined}
            onClick={() => goTo(s.step)}
          >
            {s.step}. {s.title}
          </Button>
        ))}
      </Flex>
      <Box key={stepInfo.key}>
        <Text as="h2" srOnly>Step {current}: {stepInfo.title}</Text>
        <OnboardingStep stepKey={stepInfo.key} profile={profile} readOnly={readOnly} register={register} />
      </Box>
      <HStack gap="3" mt="2" mb="8" wrap="wrap">
        {current > 1 && <Button variant="outline" onClick={() => goTo(current - 1)}>Back</Button>}
        {!readOnly && <Button variant="outline" onClick={() => void save()} loading={saving}>Save</Button>}
        <Button onClick={() => void go.save()} loading={go.saving} loadingText="Saving…">
          {current === LAST_STEP ? 'Complete onboarding' : 'Save and continue'}
        </Button>
        <SaveOutcomeText outcome={go.outcome ?? outcome} />
      </HStack>
    </>
  );
}
