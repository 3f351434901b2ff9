import { lazy, Suspense, type ReactNode } from 'react';
import { Grid, Skeleton } from '@chakra-ui/react';
import { Section } from '../../../ui';
import type { ChartSeries } from './BarChartView';

const BarChartView = lazy(() => import('./BarChartView'));

/** One figure of the report: its chart (loaded on demand) and its numbers side by side. */
export function ChartSection({
  title,
  testId,
  chart,
  table,
}: {
  title: string;
  testId: string;
  chart?: { rows: Array<Record<string, string | number>>; xKey: string; series: ChartSeries[]; stacked?: boolean };
  table: ReactNode;
}) {
  return (
    <Section title={title} testId={testId}>
      <Grid templateColumns={{ base: '1fr', lg: chart ? '3fr 2fr' : '1fr' }} gap="4" alignItems="start">
        {chart && (
          <Suspense fallback={<Skeleton height="260px" />}>
            <BarChartView {...chart} />
          </Suspense>
        )}
        {table}
      </Grid>
    </Section>
  );
}
