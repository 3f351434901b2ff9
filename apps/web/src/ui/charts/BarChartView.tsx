import { useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
}

/** Colours of the series in order (stations, or one measure): distinct in light and dark mode. */
const COLOURS = ['#3182ce', '#dd6b20', '#38a169', '#805ad5', '#d53f8c', '#00a3c4'];

/**
 * A bar chart of rows (recharts, loaded with this file only: the report's tables show first).
 * Decorative for assistive technology: the table beside it holds the same numbers.
 */
export default function BarChartView({
  rows,
  xKey,
  series,
  stacked,
  linkOf,
  horizontal,
  formatValue,
}: {
  rows: Array<Record<string, string | number>>;
  xKey: string;
  series: ChartSeries[];
  stacked?: boolean;
  /** Where a click on a bar goes (the list behind it); the table beside holds the same links for the keyboard. */
  linkOf?: (row: Record<string, string | number>) => string | null;
  /** Bars run sideways, each named in full on its own line (long names: an error's, a worker's). */
  horizontal?: boolean;
  /** The values' words on the axis and in the tooltip (a rate as a percentage). */
  formatValue?: (value: number) => string;
}) {
  const navigate = useNavigate();
  const open = (row: unknown) => {
    const to = linkOf?.(row as Record<string, string | number>);
    if (to) void navigate(to);
  };
  return (
    <div aria-hidden="true" style={{ width: '100%', height: horizontal ? Math.max(160, rows.length * 32 + 70) : 260 }}>
      <ResponsiveContainer>
        <BarChart accessibilityLayer={false} data={rows} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" domain={[0, 'dataMax']} allowDecimals={!!formatValue} tickFormatter={formatValue} fontSize={12} />
              <YAxis type="category" dataKey={xKey} width={200} interval={0} fontSize={12} />
            </>
          ) : (
            <>
              <XAxis dataKey={xKey} fontSize={12} />
              <YAxis allowDecimals={!!formatValue} tickFormatter={formatValue} fontSize={12} />
            </>
          )}
          <Tooltip formatter={formatValue ? (value) => formatValue(Number(value)) : undefined} />
          <Legend />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={COLOURS[i % COLOURS.length]}
              stackId={stacked ? 'all' : undefined}
              isAnimationActive={false}
              cursor={linkOf ? 'pointer' : undefined}
              onClick={linkOf ? (bar: { payload?: unknown }) => open(bar.payload) : undefined}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
