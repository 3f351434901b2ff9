import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Center, Grid, Link, Spinner } from '@chakra-ui/react';
import { Section } from '../layout';
import type { ChartSeries } from './BarChartView';
import { FigureTable, type FigureColumn } from './FigureTable';

const BarChartView = lazy(() => import('./BarChartView'));

export interface ChartData {
  rows: Array<Record<string, string | number>>;
  xKey: string;
  series: ChartSeries[];
  stacked?: boolean;
  /** Categories down the side, a bar across for each: every label shows (names, statuses), where columns would skip some. */
  horizontal?: boolean;
  /** Where a click on a bar goes. */
  linkOf?: (row: Record<string, string | number>) => string | null;
  /** The values' words on the axis and in the tooltip. */
  formatValue?: (value: number) => string;
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
  link,
  wide,
}: {
  id: string;
  title: string;
  chart?: (rows: T[]) => ChartData;
  rows: T[];
  rowKey: (row: T) => string;
  columns: FigureColumn<T>[];
  empty: string;
  /** The list behind the figure, linked under the title. */
  link?: { to: string; label: string };
  /** A table of many columns: the chart above it at full width instead of beside it. */
  wide?: boolean;
}) {
  const drawn = chart && rows.length > 0;
  return (
    <Section title={title} testId={`report-${id}`}>
      {link && (
        <Link asChild color="brand.fg" mb="3" display="inline-block" textStyle="sm">
          <RouterLink to={link.to} data-testid={`report-${id}-link`}>
            {link.label}
          </RouterLink>
        </Link>
      )}
      <Grid templateColumns={{ base: '1fr', lg: drawn && !wide ? '3fr 2fr' : '1fr' }} gap="4" alignItems="start">
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
