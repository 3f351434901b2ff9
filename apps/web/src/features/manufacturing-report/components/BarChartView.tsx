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
}: {
  rows: Array<Record<string, string | number>>;
  xKey: string;
  series: ChartSeries[];
  stacked?: boolean;
}) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={xKey} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={COLOURS[i % COLOURS.length]}
              stackId={stacked ? 'all' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
