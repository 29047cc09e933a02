import { useEffect, useId, useState } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { useEditGuard } from '../../state/editGuard';
import { defaultAllowsNegative, formatNumberInput, parseNumberInput, type NumberKind } from '../../validation/numberInput';
import { FieldShell, type FieldShellProps } from './FieldShell';

export interface NumberFieldProps extends Omit<FieldShellProps, 'children'> {
  value: number | null | undefined;
  /**
   * The number the text spells, or null when the field is emptied (an optional field). Text that spells no
   * number is never passed on: the field shows the spec's message, keeps the text, and blocks Save until fixed.
   */
  onChange: (value: number | null) => void;
  name?: string;
  placeholder?: string;
  /** Text shown before the number (MoneyField uses '$'). */
  prefix?: string;
  /** Text shown after it; '%' makes the field a percent ('5%' is accepted). */
  suffix?: string;
  /** Digits shown when the field loses focus; unset keeps the number as it is. */
  decimals?: number;
  /** money, percent, number (default; '%' suffix: percent) or whole (ages, counts, years). */
  kind?: NumberKind;
  /** A leading minus (default: allowed for numbers and percents, not for money and whole numbers). */
  allowNegative?: boolean;
}

/**
 * The one number input of the portal (money, percents, whole numbers, ages). It accepts what people type in
 * the US ('$14,400', '14400.50', '14.4k' and '1.2m' for money, '5%'), shows the value formatted when the field
 * is left, and refuses anything else with the spec's message next to the field, keeping the typed text.
 */
export function NumberField({
  value, onChange, name, placeholder, prefix, suffix, decimals, kind: kindProp, allowNegative, ...shell
}: NumberFieldProps) {
  const kind: NumberKind = kindProp ?? (suffix === '%' ? 'percent' : 'number');
  const rules = { kind, allowNegative: allowNegative ?? defaultAllowsNegative(kind), required: shell.required, label: shell.label };
  const [draft, setDraft] = useState(() => formatNumberInput(value, kind, decimals));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  const id = useId();
  const setRefused = useEditGuard((s) => s.setRefused);

  if (seen !== value) {
    // Only a change of value from outside (a reset, a reload; not the one this input just reported) rewrites the text.
    setSeen(value);
    const now = parseNumberInput(draft, rules);
    if (!now.ok || now.value !== (value ?? null)) {
      setDraft(formatNumberInput(value, kind, decimals));
      setRefusal(null);
    }
  }

  // A refused text blocks Save (the note at the top of the page names the field); gone when fixed or unmounted.
  const blocked = refusal !== null && !shell.readOnly && !shell.disabled;
  useEffect(() => {
    setRefused(id, blocked ? { label: shell.label, message: refusal! } : null);
  }, [id, blocked, refusal, shell.label, setRefused]);
  useEffect(() => () => setRefused(id, null), [id, setRefused]);

  const change = (text: string) => {
    setDraft(text);
    const r = parseNumberInput(text, rules);
    if (r.ok) {
      setRefusal(null);
      onChange(r.value);
    } else {
      setRefusal(r.message);
    }
  };

  const input = (
    <Input
      bg="white"
      name={name}
      inputMode="decimal"
      value={draft}
      placeholder={placeholder}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        if (refusal === null) setDraft(formatNumberInput(value, kind, decimals));
      }}
    />
  );
  // The field's own refusal first: it is the first thing to fix.
  const error = (blocked ? refusal : null) ?? shell.error;
  return (
    <FieldShell {...shell} error={error}>
      {prefix || suffix ? <InputGroup startElement={prefix} endElement={suffix}>{input}</InputGroup> : input}
    </FieldShell>
  );
}

/** Dollars: '$14,400', '14.4k' and '1.2m' are accepted, shown as 14,400.00. */
export function MoneyField(props: Omit<NumberFieldProps, 'prefix' | 'decimals' | 'kind'>) {
  return <NumberField {...props} prefix="$" kind="money" />;
}

/** A percent ('5%' or '5'). */
export function PercentField(props: Omit<NumberFieldProps, 'suffix' | 'kind'>) {
  return <NumberField {...props} suffix="%" kind="percent" />;
}

/** A whole number: ages, years, counts. */
export function WholeNumberField(props: Omit<NumberFieldProps, 'kind' | 'decimals'>) {
  return <NumberField {...props} kind="whole" />;
}
