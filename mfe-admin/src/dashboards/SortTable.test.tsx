import { fireEvent, render, screen, within } from '@testing-library/react';
import { PortalProvider } from '@portal/shared';
import { SortTable } from './SortTable';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Plan ${String(i + 1).padStart(2, '0')}`, probability: ((i * 7) % 30) / 30 }));

function names() {
  return within(screen.getByRole('table', { name: 'Plans' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
}

describe('SortTable', () => {
  it('sorts by a column (again: the other way) and pages', () => {
    render(
      <PortalProvider>
        <SortTable caption="Plans" rows={rows} rowKey={(r) => r.id} pageSize={10} initialSort={{ key: 'name', direction: 'asc' }}
          columns={[{ key: 'name', header: 'Plan', sortValue: (r) => r.name }, { key: 'p', header: 'Probability', sortValue: (r) => r.probability }]} />
      </PortalProvider>,
    );
    expect(names()).toEqual(rows.slice(0, 10).map((r) => r.name));
    expect(screen.getByText('Page 1 of 3 (30 rows)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()[0]).toBe('Plan 11');

    fireEvent.click(screen.getByRole('button', { name: /^Probability/ }));
    expect(screen.getByText('Page 1 of 3 (30 rows)')).toBeInTheDocument();
    const ascending = [...rows].sort((a, b) => a.probability - b.probability).slice(0, 10).map((r) => r.name);
    expect(names()).toEqual(ascending);
    expect(screen.getByRole('columnheader', { name: /Probability/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Probability/ }));
    expect(screen.getByRole('columnheader', { name: /Probability/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe([...rows].sort((a, b) => b.probability - a.probability)[0].name);
  });
});
