import { useState } from 'react';
import { Box, Button, Flex, Heading, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CheckboxField, NumberField, REPORT_SECTIONS, TextField, type ReportSection, type ReportTemplate,
} from '@portal/shared';

export interface TemplateDraft { id?: number; name: string; isDefault: boolean; sections: ReportSection[] }

const sectionDef = (code: string) => REPORT_SECTIONS.find((s) => s.code === code)!;
const fresh = (code: string): ReportSection => ({
  code: code as ReportSection['code'], title: null, options: Object.fromEntries(sectionDef(code).options.map((o) => [o.key, o.defaultValue])),
});

export const draftOf = (t: ReportTemplate | null): TemplateDraft =>
  t ? { id: t.id, name: t.name, isDefault: t.isDefault, sections: t.sections.map((s) => ({ ...s, options: { ...s.options } })) }
    : { name: '', isDefault: false, sections: ['COVER', 'NET_WORTH', 'CASH_FLOW', 'DISCLOSURE'].map(fresh) };

export interface TemplateEditorProps {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  /** Section codes this level offers (its rpt_sec setting). */
  offered: string[];
  readOnly: boolean;
  errors: Record<string, string>;
}

/** A template: its name and an ordered list of sections, each with its options. */
export function TemplateEditor({ draft, onChange, offered, readOnly, errors }: TemplateEditorProps) {
  const [adding, setAdding] = useState('');
  const sections = draft.sections;
  const put = (list: ReportSection[]) => onChange({ ...draft, sections: list });
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= sections.length) return;
    const list = [...sections];
    [list[i], list[j]] = [list[j], list[i]];
    put(list);
  };
  const setOption = (i: number, key: string, value: string | number | boolean) =>
    put(sections.map((s, k) => (k === i ? { ...s, options: { ...s.options, [key]: value } } : s)));
  const available = REPORT_SECTIONS.filter((s) => offered.includes(s.code));

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="end">
        <TextField label="Template Name" required value={draft.name} onChange={(name) => onChange({ ...draft, name })} readOnly={readOnly} error={errors.name} />
        <CheckboxField label="Default template of this level" checked={draft.isDefault} onChange={(isDefault) => onChange({ ...draft, isDefault })} disabled={readOnly} />
      </SimpleGrid>
      <Heading as="h3" size="sm">Sections, in report order</Heading>
      {sections.length === 0 && <Text color="fg.muted">No sections yet.</Text>}
      {sections.map((s, i) => {
        const def = sectionDef(s.code);
        return (
          <Box key={`${s.code}-${i}`} p="3" borderWidth="1px" rounded="md" bg="white" aria-label={`Section ${def.label}`} role="group">
            <Flex justify="space-between" align="center" gap="2">
              <Text fontWeight="semibold">{i + 1}. {def.label}</Text>
              {!readOnly && (
                <HStack gap="1">
                  <IconButton size="xs" variant="ghost" aria-label={`Move ${def.label} up`} onClick={() => move(i, -1)} disabled={i === 0}>↑</IconButton>
                  <IconButton size="xs" variant="ghost" aria-label={`Move ${def.label} down`} onClick={() => move(i, 1)} disabled={i === sections.length - 1}>↓</IconButton>
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${def.label}`} onClick={() => put(sections.filter((_, k) => k !== i))}>Remove</Button>
                </HStack>
              )}
            </Flex>
            {errors[`sections.${i}.code`] && <Text color="fg.error" fontSize="sm">{errors[`sections.${i}.code`]}</Text>}
            {def.options.length > 0 && (
              <HStack mt="2" gap="5" wrap="wrap">
                {def.options.map((o) => {
                  const v = s.options[o.key] ?? o.defaultValue;
                  if (o.type === 'boolean') return <CheckboxField key={o.key} label={o.label} checked={v === true} onChange={(c) => setOption(i, o.key, c)} disabled={readOnly} />;
                  if (o.type === 'integer') return <Box key={o.key} w="40"><NumberField required label={o.label} value={Number(v)} onChange={(n) => setOption(i, o.key, n ?? 0)} readOnly={readOnly} /></Box>;
                  return <Box key={o.key} w="64"><TextField label={o.label} value={String(v)} onChange={(t) => setOption(i, o.key, t)} readOnly={readOnly} /></Box>;
                })}
              </HStack>
            )}
          </Box>
        );
      })}
      {!readOnly && (
        <HStack gap="2">
          <NativeSelect.Root size="sm" w="64">
            <NativeSelect.Field aria-label="Section to add" bg="white" value={adding} onChange={(e) => setAdding(e.currentTarget.value)}>
              <option value="">Choose a section…</option>
              {available.map((s) => <option key={s.code} value={s.code}>{s.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" disabled={!adding} onClick={() => { put([...sections, fresh(adding)]); setAdding(''); }}>Add Section</Button>
        </HStack>
      )}
    </Stack>
  );
}
