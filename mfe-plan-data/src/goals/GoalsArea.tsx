import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { endpoints, call, type ProfileAggregate } from '@portal/shared';
import { AreaSection, EmptyRows, OrderButtons, SaveBar, saveOnEnter } from '../plan-form/AreaLayout';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { reloadPlan } from '../plan/loadPlan';
import { EducationGoalsEditor, OtherGoalsEditor } from './GoalListEditors';
import { orderedGoals, sameOrder, type OrderedGoal } from './goalOrder';
import { RetirementGoalEditor } from './RetirementGoalEditor';

const TYPE_NAMES: Record<string, string> = { RG: 'Retirement', EG: 'Education' };

/** Goals: retirement, education per kid, other goals, and their order (`endpoints.profile.goalOrder`). */
export function GoalsArea({ profile, readOnly, hideSaveButton, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; ref?: Ref<AreaEditorHandle>;
}) {
  const retirement = useRef<AreaEditorHandle>(null);
  const education = useRef<AreaEditorHandle>(null);
  const others = useRef<AreaEditorHandle>(null);
  const [order, setOrder] = useState<OrderedGoal[]>(() => orderedGoals(profile));
  const orderDirty = !sameOrder(order, orderedGoals(profile));

  const { saving, outcome, save } = useAreaSave(async () => {
    let ok = true;
    for (const editor of [retirement, education, others]) ok = ((await editor.current?.save()) ?? true) && ok;
    let fresh = await reloadPlan(profile.id);
    // The order as arranged here, without goals deleted meanwhile and with new ones at the end.
    const arranged = orderedGoals({ ...fresh, goalOrder: order });
    if (!sameOrder(arranged, orderedGoals(fresh))) {
      try {
        await call(endpoints.profile.goalOrder, { params: { id: profile.id }, body: arranged.map(({ goalId, goalType }) => ({ goalId, goalType })) });
        fresh = await reloadPlan(profile.id);
      } catch {
        ok = false;
      }
    }
    setOrder(orderedGoals(fresh));
    return ok;
  }, orderDirty, 'the order of goals');
  useImperativeHandle(ref, () => ({ save, dirty: () => orderDirty || [retirement, education, others].some((e) => e.current?.dirty()) }));

  const move = (i: number, by: -1 | 1) => setOrder((o) => {
    const next = [...o];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    return next;
  });

  return (
    <Box onKeyDown={readOnly ? undefined : saveOnEnter(() => void save())}>
      <RetirementGoalEditor ref={retirement} profile={profile} readOnly={readOnly} />
      <EducationGoalsEditor ref={education} profile={profile} readOnly={readOnly} />
      <OtherGoalsEditor ref={others} profile={profile} readOnly={readOnly} />
      <AreaSection title="Goal order" description="The order in which the plan funds the goals: first is most important. New goals join the end once saved.">
        {order.length === 0 && <EmptyRows>No saved goals yet.</EmptyRows>}
        <Box as="ol" listStyleType="none" m="0" p="0">
          {order.map((g, i) => (
            <Flex as="li" key={g.goalId} align="center" justify="space-between" py="2" borderBottomWidth={i < order.length - 1 ? '1px' : 0}>
              <Text><Text as="span" color="fg.muted" mr="2">{i + 1}.</Text>{g.label} <Text as="span" color="fg.muted" fontSize="sm">({TYPE_NAMES[g.goalType] ?? 'Goal'})</Text></Text>
              {!readOnly && <OrderButtons name={g.label} first={i === 0} last={i === order.length - 1} onMove={(by) => move(i, by)} />}
            </Flex>
          ))}
        </Box>
      </AreaSection>
      {!hideSaveButton && <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} />}
    </Box>
  );
}
