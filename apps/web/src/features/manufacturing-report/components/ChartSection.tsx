import { lazy, Suspense } from 'react';
import { Center, Grid, Spinner } from '@chakra-ui/react';
import { Section } from '../../../ui';
import type { ChartSeries } from './BarChartView';
import { FigureTable, type FigureColumn } from './FigureTable';

const BarChartView = lazy(() => import('./BarChartView'));

export interface ChartData {
  rows: Array<Record<string, string | number>>;
  xKey: string;
  series: ChartSeries[];
  stacked?: boolean;
}

/** One figure of the report (`report-{id}`): its chart (loaded on demand, drawn when there are rows) and its numbers in a table (`table-{id}`). */
export function ChartSection<T>({
  id,
  title,
  chart,
  rows,
  rowKey,
  columns,
  empty,
}: {
  id: string;
  title: string;
  chart?: (rows: T[]) => ChartData;
  rows: T[];
  rowKey: (row: T) => string;
  columns: FigureColumn<T>[];
  empty: string;
}) {
  const drawn = chart && rows.length > 0;
  return (
    <Section title={title} testId={`report-${id}`}>
      <Grid templateColumns={{ base: '1fr', lg: drawn ? '3fr 2fr' : '1fr' }} gap="4" alignItems="start">
        {drawn && (
          <Suspense
            fallback={
              <Center h="260px">
                <Spinner />
              </Center>
            }
          >
            <BarChartView {...chart(rows)} />
          </Suspense>
        )}
        <FigureTable caption={title} testId={`table-${id}`} empty={empty} rows={rows} rowKey={rowKey} columns={columns} />
      </Grid>
    </Section>
  );
}
