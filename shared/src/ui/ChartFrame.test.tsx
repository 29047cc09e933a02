import { render, screen, waitFor } from '@testing-library/react';
import { Bar, BarChart } from 'recharts';
import { PortalProvider } from './PortalProvider';
import { ChartFrame } from './ChartFrame';

// jsdom lays nothing out: give every element a size so the container can measure one.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600, height: 200, top: 0, left: 0, right: 600, bottom: 200, x: 0, y: 0, toJSON: () => ({}),
  } as DOMRect);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
});

describe('ChartFrame', () => {
  it('renders a recharts chart inside a ResponsiveContainer, loaded on first use', async () => {
    const { container } = render(
      <PortalProvider>
        <ChartFrame label="Net worth by age" height={200}>
          <BarChart data={[{ age: 60, value: 10 }, { age: 61, value: 12 }]}>
            <Bar dataKey="value" />
          </BarChart>
        </ChartFrame>
      </PortalProvider>,
    );
    expect(screen.getByRole('figure', { name: 'Net worth by age' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.recharts-wrapper, svg.recharts-surface')).not.toBeNull());
  });
});
