import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '../PortalProvider';
import { useStatus } from '../../state/statusStore';
import { useEditGuard } from '../../state/editGuard';
import { StatusAlerts } from '../StatusAlerts';
import { TextField } from './TextField';
import { MoneyField, NumberField } from './NumberField';
import { SelectField } from './SelectField';
import { CheckboxField } from './ToggleFields';

const wrap = (ui: React.ReactNode) => render(<PortalProvider>{ui}</PortalProvider>);

describe('form fields', () => {
  it('labels the input and shows the field error below it', () => {
    wrap(<TextField label="First Name" value="" onChange={() => undefined} error="First Name is required" />);
    const input = screen.getByLabelText('First Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('First Name is required')).toBeInTheDocument();
  });

  it('counts as editing while an input has focus (the header menus are disabled then)', async () => {
    wrap(<TextField label="First Name" value="" onChange={() => undefined} />);
    await userEvent.click(screen.getByLabelText('First Name'));
    expect(useStatus.getState().editing).toBe(true);
    await userEvent.tab();
    expect(useStatus.getState().editing).toBe(false);
  });

  it('reports numbers (null when empty) and keeps half-typed text', async () => {
    const seen: Array<number | null> = [];
    function Harness() {
      const [value, setValue] = useState<number | null>(5);
      return <NumberField label="Life Expectancy" value={value} onChange={(v) => { seen.push(v); setValue(v); }} />;
    }
    wrap(<Harness />);
    const input = screen.getByLabelText('Life Expectancy');
    await userEvent.clear(input);
    await userEvent.type(input, '-');
    await userEvent.type(input, '9');
    expect(input).toHaveValue('-9');
    expect(seen).toEqual([null, -9]);
  });

  it('shows money with a dollar sign, thousands and two decimals', () => {
    wrap(<MoneyField label="Annual Pre-Tax Income" value={1200} onChange={() => undefined} />);
    expect(screen.getByLabelText('Annual Pre-Tax Income')).toHaveValue('1,200.00');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('refuses money it cannot read: keeps the text, says why, blocks Save until fixed, then shows it formatted', async () => {
    const seen: Array<number | null> = [];
    function Harness() {
      const [value, setValue] = useState<number | null>(14400);
      return <><StatusAlerts /><MoneyField label="Annual Amount" required value={value} onChange={(v) => { seen.push(v); setValue(v); }} /></>;
    }
    wrap(<Harness />);
    const input = screen.getByLabelText(/Annual Amount/);
    await userEvent.clear(input);
    expect(screen.getByText('Annual Amount is required')).toBeInTheDocument();
    await userEvent.type(input, '14,4OO');
    await userEvent.tab();
    expect(input).toHaveValue('14,4OO');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('must be a valid number')).toBeInTheDocument();
    expect(Object.values(useEditGuard.getState().refused)).toEqual([{ label: 'Annual Amount', message: 'must be a valid number' }]);
    expect(screen.getByTestId('refused-inputs')).toHaveTextContent('Annual Amount (must be a valid number)');
    expect(seen).not.toContain(144);
    expect(seen).not.toContain(0);
    expect(seen).not.toContain(null);
    await userEvent.clear(input);
    await userEvent.type(input, '$14,400');
    await userEvent.tab();
    expect(input).toHaveValue('14,400.00');
    expect(seen.at(-1)).toBe(14400);
    expect(useEditGuard.getState().refused).toEqual({});
    expect(screen.queryByTestId('refused-inputs')).toBeNull();
  });

  it('offers code items in a select and a checkbox that reports its state', async () => {
    const onChange = jest.fn();
    const onCheck = jest.fn();
    wrap(
      <>
        <SelectField label="Gender" value="" onChange={onChange} options={[{ code: 'F', description: 'Female' }, { code: 'M', description: 'Male' }]} />
        <CheckboxField label="Itemize expenses" checked={false} onChange={onCheck} />
      </>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    expect(onChange).toHaveBeenCalledWith('M');
    await userEvent.click(screen.getByLabelText('Itemize expenses'));
    expect(onCheck).toHaveBeenCalledWith(true);
  });
});
