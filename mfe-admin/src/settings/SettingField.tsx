import { Box, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  CheckboxField, NumberField, REPORT_SECTIONS, SelectField, SwitchField, TextField, type CodeItem, type SettingDefinition,
} from '@portal/shared';
import { levelLabel, toPercent } from '../levels/levelApi';

export interface SettingFieldProps {
  def: SettingDefinition;
  value: string;
  onChange: (value: string) => void;
  /** Level the effective value comes from (1: built-in default). */
  source: number | undefined;
  level: number;
  readOnly: boolean;
  error?: string | null;
  /** Options of 'assumption' and 'reportTemplate' settings. */
  options: CodeItem[];
  onUseInherited: () => void;
  /** What an unset key inherits from elsewhere (inflation from the assumption set), with where from. */
  inherited?: { value: string; from: string };
}

/** An inherited value as a person reads it: a decimal rate as a percentage. */
function inheritedText(def: SettingDefinition, inherited: { value: string; from: string }): string {
  const n = Number(inherited.value);
  const shown = def.type === 'decimal' && Number.isFinite(n) ? `${(n * 100).toFixed(2).replace(/\.?0+$/, '')}%` : inherited.value;
  return `${shown}, from ${inherited.from}`;
}

function sourceText(source: number | undefined, level: number): string {
  if (source === undefined) return 'Not set at any level';
  if (source === level) return 'Set at this level';
  if (source === 1) return 'Default';
  return `Inherited from ${levelLabel(source)}`;
}

function parseSections(value: string): string[] {
  try {
    const list = JSON.parse(value || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** One named setting, drawn by its type, with where its value comes from. */
export function SettingField({ def, value, onChange, source, level, readOnly, error, options, onUseInherited, inherited }: SettingFieldProps) {
  const shell = { label: def.label, helperText: def.help, error, readOnly, disabled: readOnly };
  let input;
  switch (def.type) {
    case 'boolean':
      input = <SwitchField label={def.label} checked={value === 'true'} onChange={(c) => onChange(c ? 'true' : 'false')} disabled={readOnly} error={error} />;
      break;
    case 'textarea':
      input = (
        <Field.Root invalid={!!error} readOnly={readOnly}>
          <Field.Label>{def.label}</Field.Label>
          <Textarea bg="white" rows={6} value={value} onChange={(e) => onChange(e.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      );
      break;
    case 'color':
      input = (
        <Field.Root invalid={!!error} readOnly={readOnly}>
          <Field.Label>{def.label}</Field.Label>
          <HStack>
            <Input type="color" w="14" p="1" bg="white" aria-label={`${def.label} picker`} value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'} onChange={(e) => onChange(e.target.value.toUpperCase())} disabled={readOnly} />
            <Input bg="white" w="32" value={value} onChange={(e) => onChange(e.target.value)} />
          </HStack>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      );
      break;
    case 'integer':
      input = <NumberField {...shell} value={value === '' ? null : Number(value)} onChange={(n) => onChange(n == null ? '' : String(n))} />;
      break;
    case 'decimal':
      // Decimal rates (inflation) are typed in percent.
      input = <NumberField {...shell} helperText={undefined} suffix="%" value={value === '' ? null : toPercent(Number(value))} onChange={(n) => onChange(n == null ? '' : String(Math.round(n * 1e6) / 1e8))} />;
      break;
    case 'assumption':
    case 'reportTemplate':
      input = <SelectField {...shell} value={value} onChange={onChange} options={options} placeholder={def.type === 'assumption' ? 'Global default' : 'None'} />;
      break;
    case 'json': {
      const chosen = parseSections(value);
      input = (
        <Box>
          <Text fontWeight="medium" fontSize="sm" mb="2">{def.label}</Text>
          <Stack gap="1">
            {REPORT_SECTIONS.map((s) => (
              <CheckboxField key={s.code} label={s.label} checked={chosen.includes(s.code)} disabled={readOnly}
                onChange={(on) => onChange(JSON.stringify(REPORT_SECTIONS.map((x) => x.code).filter((c) => (c === s.code ? on : chosen.includes(c)))))} />
            ))}
          </Stack>
          {error && <Text color="fg.error" fontSize="sm">{error}</Text>}
        </Box>
      );
      break;
    }
    default:
      input = <TextField {...shell} type={def.type === 'email' ? 'email' : def.type === 'tel' ? 'tel' : def.type === 'url' ? 'url' : 'text'} value={value} onChange={onChange} maxLength={def.max} />;
  }
  return (
    <Box>
      {input}
      <HStack mt="1" gap="2">
        <Text fontSize="xs" color="fg.muted">{source === undefined && inherited ? inheritedText(def, inherited) : sourceText(source, level)}</Text>
        {source === level && !readOnly && (
          <Button size="2xs" variant="plain" colorPalette="primary" onClick={onUseInherited} aria-label={`Use inherited value for ${def.label}`}>Use inherited value</Button>
        )}
      </HStack>
    </Box>
  );
}

