import { useState } from 'react';
import { Box, HStack, Spinner, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { endpoints, PageHeader, SelectField, useEndpoint, useSession } from '@portal/shared';
import { MembersTab } from './MembersTab';
import { LicencesTab } from './LicencesTab';
import { PlansTab } from './PlansTab';
import { MyLicence } from './MyLicence';
import { StartTeam } from './StartTeam';
import { accessWords } from './teamApi';

/**
 * /team/administration: the team's members, managers, licences and plans (spec document 2 section 2), and the
 * signed-in advisor's own licence. What each level of access may do is README "Team roles"; the server decides.
 */
export default function TeamAdministrationPage() {
  const account = useSession((s) => s.account);
  const [params, setParams] = useSearchParams();
  const teams = useEndpoint(endpoints.teams.mine, {});
  const [chosen, setChosen] = useState<number | null>(null);
  const list = teams.data ?? [];
  const team = list.find((t) => t.teamId === chosen) ?? list[0] ?? null;
  const isAdvisor = account?.user.roleId === 2;
  const tab = params.get('tab') ?? (team ? 'members' : 'licence');

  if (teams.isLoading) return <Spinner aria-label="Loading your teams" />;
  return (
    <>
      <PageHeader title="Team Administration" description="Members, managers, licences and plans of the team." />
      {list.length > 1 && (
        <Box maxW="sm" mb="4">
          <SelectField label="Team" value={String(team?.teamId ?? '')} onChange={(v) => setChosen(Number(v))}
            options={list.map((t) => ({ code: String(t.teamId), description: t.teamName }))} />
        </Box>
      )}
      {team && (
        <HStack mb="3" gap="2"><Text fontWeight="semibold">{team.teamName}</Text>
          <Text color="fg.muted">· you: {accessWords(team.levelAccess).toLowerCase()}</Text></HStack>
      )}
      <Tabs.Root value={tab} onValueChange={(d) => setParams({ tab: d.value }, { replace: true })} lazyMount unmountOnExit>
        <Tabs.List mb="5">
          {team && <Tabs.Trigger value="members">Members</Tabs.Trigger>}
          {team && <Tabs.Trigger value="licences">Licences</Tabs.Trigger>}
          {team && team.levelAccess >= 1 && <Tabs.Trigger value="plans">Plans</Tabs.Trigger>}
          {isAdvisor && <Tabs.Trigger value="licence">My licence</Tabs.Trigger>}
        </Tabs.List>
        {team && <Tabs.Content value="members"><MembersTab teamId={team.teamId} level={team.levelAccess} /></Tabs.Content>}
        {team && <Tabs.Content value="licences"><LicencesTab teamId={team.teamId} level={team.levelAccess} /></Tabs.Content>}
        {team && <Tabs.Content value="plans"><PlansTab teamId={team.teamId} level={team.levelAccess} /></Tabs.Content>}
        {isAdvisor && account && (
          <Tabs.Content value="licence">
            <MyLicence userId={account.user.id} />
            {!team && <StartTeam onStarted={() => teams.mutate()} />}
          </Tabs.Content>
        )}
      </Tabs.Root>
      {!team && !isAdvisor && <Text color="fg.muted">You are not a member of a team.</Text>}
    </>
  );
}
