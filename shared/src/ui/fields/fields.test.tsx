import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '../PortalProvider';
import { useStatus } from '../../state/statusStore';
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

  it('shows money with a dollar sign and two decimals', () => {
    wrap(<MoneyField label="Annual Pre-Tax Income" value={1200} onChange={() => undefined} />);
    expect(screen.getByLabelText('Annual Pre-Tax Income')).toHaveValue('1200.00');
    expect(screen.getByText('$')).toBeInTheDocument();
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
