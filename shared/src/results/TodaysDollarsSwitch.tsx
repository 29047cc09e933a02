import { Switch, Text } from '@chakra-ui/react';
import { useDollarsView, useEffectiveDollarsView } from '../state/dollarsViewStore';
import type { InflationPath } from '../contract/todaysDollars';

/**
 * The one switch between nominal and today's dollars; every results screen of the session follows it. Shown only
 * when the engine's result carries its inflation path.
 */
export function TodaysDollarsSwitch({ path }: { path: InflationPath | null }) {
  const view = useEffectiveDollarsView();
  const setView = useDollarsView((s) => s.setView);
  if (!path) return null;
  const rate = `${(path.inflation * 100).toFixed(1).replace(/\.0$/, '')}%`;
  return (
    <Switch.Root size="sm" checked={view === 'today'} onCheckedChange={(e) => setView(e.checked ? 'today' : 'nominal')}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        Today's dollars
        <Text as="span" fontWeight="normal" color="fg.muted">{` (${rate} inflation a year)`}</Text>
      </Switch.Label>
    </Switch.Root>
  );
}
