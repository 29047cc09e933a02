import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { DataTable, type DataColumn } from './DataTable';

// recharts loads on first use, so pages without charts (and the shell's start-up) never download it.
const ResponsiveContainer = lazy(() => import('recharts').then((m) => ({ default: m.ResponsiveContainer })));

/** The figures behind a chart, as a table: the chart's text equivalent (WCAG 1.1.1). */
export interface ChartTable {
  columns: DataColumn<Record<string, unknown>>[];
  rows: Record<string, unknown>[];
}

export interface ChartFrameProps {
  /** A recharts chart (LineChart, BarChart, ...). */
  children: ReactElement;
  height?: number;
  /** Accessible name of the chart. */
  label: string;
  /** One or two sentences saying what the chart shows (read by screen readers, shown under the chart). */
  summary?: string;
  /** The chart's figures, offered as a table under it. */
  table?: ChartTable;
}

/**
 * Sizes a recharts chart to the width of its container, as a figure whose text equivalent is its summary and its
 * table of figures. The drawing itself is hidden from assistive technology (its tick labels read as one run of
 * numbers) and is no Tab stop; the table is.
 */
export function ChartFrame({ children, height = 300, label, summary, table }: ChartFrameProps) {
  const chart = cloneElement(children as ReactElement<{ accessibilityLayer?: boolean }>, { accessibilityLayer: false });
  return (
    <Box as="figure" role="figure" aria-label={label} w="100%" minW="0" m="0">
      <Box aria-hidden="true" h={`${height}px`} w="100%" minW="0">
        <Suspense fallback={<Spinner size="sm" />}>
          <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
            {chart}
          </ResponsiveContainer>
        </Suspense>
      </Box>
      {summary && <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">{summary}</Text>}
      {table && table.rows.length > 0 && <FiguresTable label={label} table={table} />}
    </Box>
  );
}

/**
 * The chart's figures under a disclosure. The table is drawn when the disclosure is opened (a closed one shows
 * nothing and is not read out): a page of charts does not build hundreds of hidden cells before it is usable.
 */
function FiguresTable({ label, table }: { label: string; table: ChartTable }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="details" mt="2" fontSize="sm" _print={{ display: 'none' }} onToggle={(e) => setOpen((e.currentTarget as unknown as HTMLDetailsElement).open)}>
      <Box as="summary" cursor="pointer" color="primary.fg" fontWeight="medium" py="2" minH="11" display="flex" alignItems="center">
        {`${label}: the figures as a table`}
      </Box>
      {open && (
        <Box role="region" aria-label={`${label}, table`} tabIndex={0} overflow="auto" maxH="360px" borderWidth="1px" rounded="md" focusRing="outside">
          <DataTable columns={table.columns} rows={table.rows} rowKey={(_, i) => i} />
        </Box>
      )}
    </Box>
  );
}
