import { Checkbox, Field, Switch } from '@chakra-ui/react';

interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, error, disabled, name }: ToggleProps) {
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} disabled={disabled} name={name}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SwitchField({ label, checked, onChange, error, disabled, name }: ToggleProps) {
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} disabled={disabled} name={name}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
