import { useState } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { FieldShell, type FieldShellProps } from './FieldShell';

export interface NumberFieldProps extends Omit<FieldShellProps, 'children'> {
  value: number | null | undefined;
  /** null when the input is empty; the typed text otherwise parsed as a number (NaN is never passed). */
  onChange: (value: number | null) => void;
  name?: string;
  placeholder?: string;
  /** Text shown before the number (MoneyField uses '$'). */
  prefix?: string;
  suffix?: string;
  /** Digits kept when the field loses focus (2 for money); unset keeps what was typed. */
  decimals?: number;
}

const toText = (v: number | null | undefined, decimals?: number) =>
  v == null || Number.isNaN(v) ? '' : decimals === undefined ? String(v) : v.toFixed(decimals);

/** null for empty text, the number it spells, or undefined while it spells none ('-', '1e'). */
function parse(text: string): number | null | undefined {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isNaN(n) ? undefined : n;
}

/** A number typed as text (so '1.' and '-' can be typed); the parent sees numbers only. */
export function NumberField({ value, onChange, name, placeholder, prefix, suffix, decimals, ...shell }: NumberFieldProps) {
  const [draft, setDraft] = useState(() => toText(value, decimals));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Only a change of value from outside (not the one this input just reported) rewrites the text.
    setSeen(value);
    if (parse(draft) !== (value ?? null)) setDraft(toText(value, decimals));
  }

  const change = (text: string) => {
    setDraft(text);
    const n = parse(text);
    if (n !== undefined) onChange(n);
  };

  const input = (
    <Input
      bg="white"
      name={name}
      inputMode="decimal"
      value={draft}
      placeholder={placeholder}
      onChange={(e) => change(e.target.value)}
      onBlur={() => setDraft(toText(value, decimals))}
    />
  );
  return (
    <FieldShell {...shell}>
      {prefix || suffix ? <InputGroup startElement={prefix} endElement={suffix}>{input}</InputGroup> : input}
    </FieldShell>
  );
}

/** Dollars, shown with two decimals. */
export function MoneyField(props: Omit<NumberFieldProps, 'prefix' | 'decimals'>) {
  return <NumberField {...props} prefix="$" decimals={2} />;
}
