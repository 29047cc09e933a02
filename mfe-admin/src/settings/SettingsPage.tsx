import { useMemo } from 'react';
import { Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import {
  PageHeader, SETTING_SECTIONS, SETTINGS_SUBCATS, useEndpoint, type CodeItem, type Level,
} from '@portal/shared';
import { assumptionApi, levelLabel, reportApi, useLevel, useLevelSettings } from '../levels/levelApi';
import { SettingsSection } from './SettingsSection';
import { LogoSetting } from './LogoSetting';

export interface SettingsPageProps {
  /** 4 team, 5 advisor (user), 6 plan (profile); the route table passes it. */
  level: Level;
}

const subcatOf = (sectionId: string) => Object.entries(SETTINGS_SUBCATS).find(([, id]) => id === sectionId)?.[0];

/**
 * Settings at one level (/team/settings, /advisor/settings, /plan/settings?subcat=...): named settings grouped
 * in sections, each showing its effective value and the level it comes from.
 */
export default function SettingsPage({ level }: SettingsPageProps) {
  const { levelKey, canWrite } = useLevel(level);
  const [params, setParams] = useSearchParams();
  const settings = useLevelSettings(level, levelKey);
  const sets = useEndpoint(assumptionApi(level).at, levelKey ? { levelKey } : null);
  const templates = useEndpoint(reportApi(level).at, levelKey ? { levelKey } : null);
  const subcat = params.get('subcat');
  const active = (subcat && SETTINGS_SUBCATS[subcat]) || params.get('section') || SETTING_SECTIONS[0].id;

  const options = useMemo(() => ({
    assumption: (sets.data ?? []).map<CodeItem>((a) => ({ code: String(a.id), description: `${a.name} (${levelLabel(a.level)})` })),
    reportTemplate: (templates.data ?? []).map<CodeItem>((t) => ({ code: String(t.id), description: `${t.name} (${levelLabel(t.level)})` })),
  }), [sets.data, templates.data]);

  const header = <PageHeader title={`${levelLabel(level)} Settings`} description="Values set here apply to this level and every level below it that does not set its own." />;
  if (!levelKey) return <>{header}<Text color="fg.muted">{level === 6 ? 'Open a plan first: plan settings belong to the selected plan.' : 'You are not a member of a team with access to its settings.'}</Text></>;
  if (!settings.data) return <>{header}<Text color="fg.muted">Loading settings…</Text></>;

  return (
    <>
      {header}
      <Tabs.Root value={active} lazyMount variant="line"
        onValueChange={(e) => { const s = subcatOf(e.value); setParams(s ? { subcat: s } : { section: e.value }, { replace: true }); }}>
        <Tabs.List mb="5" flexWrap="wrap">
          {SETTING_SECTIONS.map((s) => <Tabs.Trigger key={s.id} value={s.id}>{s.label}</Tabs.Trigger>)}
        </Tabs.List>
        {SETTING_SECTIONS.map((s) => (
          <Tabs.Content key={s.id} value={s.id}>
            {s.id === 'banner' && <LogoSetting level={level} levelKey={levelKey} settings={settings.data!} canWrite={canWrite} />}
            <SettingsSection section={s} level={level} levelKey={levelKey} settings={settings.data!} canWrite={canWrite}
              optionsFor={(type) => (type === 'assumption' ? options.assumption : type === 'reportTemplate' ? options.reportTemplate : [])} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
