import { Menu } from '@chakra-ui/react';
import { canSeeTeamMenu, TEAM_MENU, useSession } from '@portal/shared';
import { HeaderMenu } from './HeaderMenu';

/** Shown when any team access has a level above 0; shows the role description. */
export function TeamMenu({ disabled }: { disabled: boolean }) {
  const account = useSession((s) => s.account);
  const selectedTeamId = useSession((s) => s.selectedTeamId);
  const selectTeam = useSession((s) => s.selectTeam);
  if (!account || !canSeeTeamMenu(account)) return null;
  const teams = account.teamAccess.filter((t) => t.levelAccess > 0);
  const chooser = teams.length > 1 && (
    <Menu.RadioItemGroup value={String(selectedTeamId)} onValueChange={({ value }) => selectTeam(Number(value))}>
      <Menu.ItemGroupLabel>Team</Menu.ItemGroupLabel>
      {teams.map((t) => (
        <Menu.RadioItem key={t.teamId} value={String(t.teamId)}>
          {t.teamName}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
      <Menu.Separator />
    </Menu.RadioItemGroup>
  );
  return (
    <HeaderMenu
      label={account.roleDescription || 'Team'}
      ariaLabel={`Team menu: ${account.roleDescription}`}
      links={TEAM_MENU}
      disabled={disabled}
      header={chooser || undefined}
    />
  );
}
