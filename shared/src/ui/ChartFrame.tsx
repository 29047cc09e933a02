import { lazy, Suspense, type ReactElement } from 'react';
import { Box, Spinner } from '@chakra-ui/react';

// recharts loads on first use, so pages without charts (and the shell's start-up) never download it.
const ResponsiveContainer = lazy(() => import('recharts').then((m) => ({ default: m.ResponsiveContainer })));

export interface ChartFrameProps {
  /** A recharts chart (LineChart, BarChart, ...). */
  children: ReactElement;
  height?: number;
  /** Accessible name of the chart. */
  label: string;
}

/** Sizes a recharts chart to the width of its container. */
export function ChartFrame({ children, height = 300, label }: ChartFrameProps) {
  return (
    <Box role="figure" aria-label={label} h={`${height}px`} w="100%" minW="0">
      <Suspense fallback={<Spinner size="sm" />}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
          {children}
        </ResponsiveContainer>
      </Suspense>
    </Box>
  );
}
