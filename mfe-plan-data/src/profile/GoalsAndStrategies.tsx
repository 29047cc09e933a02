import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { settingOn, usePlanHref, usePlanSettingValues, type ProfileAggregate } from '@portal/shared';
import { countOf, listOf } from '../plan-form/countOf';

type Strategy = ProfileAggregate['strategies'][number];

/** The plan's goals in one sentence: "Retirement at 65 and 63, 1 education goal and 2 other goals (Boat, Travel)." */
export function goalsSentence(profile: ProfileAggregate): string {
  const parts: string[] = [];
  const r = profile.retirementGoal;
  if (r && r.active !== false) {
    const ages = [r.clientRetirementAge, r.spouseRetirementAge].filter((a): a is number => a != null);
    parts.push(ages.length ? `retirement at ${listOf(ages.map(String))}` : 'retirement');
  }
  const education = profile.educationGoals.filter((g) => g.active !== false);
  if (education.length) parts.push(countOf(education.length, 'education goal', 'education goals'));
  const others = profile.goals.filter((g) => g.active !== false && g.goalType !== 'RG' && g.goalType !== 'EG');
  if (others.length) {
    const names = others.slice(0, 3).map((g) => g.description).join(', ');
    parts.push(`${countOf(others.length, 'other goal', 'other goals')} (${names}${others.length > 3 ? ', …' : ''})`);
  }
  if (!parts.length) return 'No goals yet: add retirement, education and other goals so the plan can test them.';
  const text = listOf(parts);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const ORDER_NAMES: Record<string, string> = { CASH: 'cash', TAXABLE: 'taxable', DEFERRED: 'tax-deferred', ROTH: 'Roth', PRORATA: 'every account at once, in proportion to its balance' };

function strategyPhrase(s: Strategy): string {
  if (s.type === 'WO') return `withdrawals from ${(s.withdrawalOrder ?? []).map((o) => ORDER_NAMES[o] ?? o).join(', then ') || 'the default order'}`;
  if (s.type === 'RC') {
    const years = s.conversionStartAge != null && s.conversionEndAge != null ? ` from age ${s.conversionStartAge} to ${s.conversionEndAge}` : '';
    return `Roth conversions${s.conversionBracket != null ? ` up to the ${s.conversionBracket}% bracket` : ''}${years}${s.conversionBelowIrmaaTier ? ', kept below the next IRMAA tier' : ''}`;
  }
  const ages = [s.clientClaimAge, s.spouseClaimAge].filter((a): a is number => a != null);
  return `Social Security claimed at ${ages.length ? listOf(ages.map(String)) : 'the default ages'}`;
}

/** The plan's target portfolio in one sentence, and where its switch is. */
export function targetSentence(profile: ProfileAggregate, shownInNavigation: boolean): string {
  const target = profile.targetMethods.find((m) => m.active !== false && m.selected);
  const now = target ? `The current target is “${target.description}”.` : 'No target is selected yet.';
  const where = shownInNavigation ? 'It is in the plan navigation.' : 'Turn it on in Module Options to show it in the plan navigation.';
  return `${now} ${where}`;
}

/** The plan's strategies in one sentence. */
export function strategiesSentence(profile: ProfileAggregate): string {
  const active = profile.strategies.filter((s) => s.active !== false);
  if (!active.length) return 'No strategies yet: the projection uses the default withdrawal order and claiming ages.';
  const text = listOf(active.map(strategyPhrase));
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Goals (hidden from the plan navigation by the spec), Strategies (in no menu) and Target Portfolio (in the
 * navigation only while its module option is on) reached from the Profile, each with what the plan holds now.
 */
export function GoalsAndStrategies({ profile }: { profile: ProfileAggregate }) {
  const planHref = usePlanHref();
  const { values } = usePlanSettingValues();
  const cards = [
    { id: 'plan-goals', title: 'Goals', text: goalsSentence(profile), to: '/goals', action: 'Open Goals' },
    { id: 'plan-strategies', title: 'Strategies', text: strategiesSentence(profile), to: '/strategies', action: 'Open Strategies' },
    { id: 'plan-target', title: 'Target Portfolio', text: targetSentence(profile, settingOn(values, 'target_portfolio')), to: '/target-methods', action: 'Open Target Portfolio' },
  ];
  return (
    <SimpleGrid as="section" aria-label="Goals, strategies and target portfolio" columns={{ base: 1, md: 3 }} gap="3" mt="6" mb="6">
      {cards.map((c) => (
        <Box key={c.id} bg="white" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id={c.id} mb="1">{c.title}</Heading>
          <Text mb="3">{c.text}</Text>
          <Button asChild size="sm" variant="outline" aria-describedby={c.id}>
            <RouterLink to={planHref(c.to)}>{c.action}</RouterLink>
          </Button>
        </Box>
      ))}
    </SimpleGrid>
  );
}
