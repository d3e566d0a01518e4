import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { activePoint, ChartTooltip } from './chart-tooltip';
import { axisTop, dayHeading, dayLabel, oneLine } from './chart-format';
import { CHART_TEXT, SERIES_COLOURS } from './chart-style';
import { useTooltipTrigger } from './use-tap-tooltips';
import './charts.css';

export interface DailySeries<K extends string> {
  key: K;
  name: string;
}

export type DailyPoint<K extends string> = { day: string } & Record<K, number>;

interface DailyChartProps<K extends string, T extends DailyPoint<K>> {
  data: readonly T[];
  series: readonly DailySeries<K>[];
  /** what a screen reader hears instead of the drawing */
  summary: string;
  /** a value on the y-axis, short: "Rs. 12K" */
  formatTick: (value: number) => string;
  /** a value in the tooltip, in full: "Rs. 12,000" */
  formatValue: (value: number) => string;
  /** more lines for a day's tooltip ("2 orders") */
  describe?: (point: T) => string[];
  /** the y-axis reaches at least this, so an empty period is not drawn in fractions */
  floor?: number;
  height?: number;
}

/**
 * Bars per day with a date axis and a value axis. Labels keep their pixel size at any width; the
 * first and last dates are always shown and kept inside the chart; a tap (or pointing with a
 * mouse) shows the day's figures.
 */
export function DailyChart<K extends string, T extends DailyPoint<K>>({
  data,
  series,
  summary,
  formatTick,
  formatValue,
  describe,
  floor = 1,
  height = 240,
}: DailyChartProps<K, T>) {
  const trigger = useTooltipTrigger();
  return (
    <div className="chart">
      <div role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={data as T[]}
            margin={{ top: 12, right: 8, bottom: 0, left: 0 }}
            barCategoryGap="15%"
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#e9ecef" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={(day: string) => oneLine(dayLabel(day))}
              interval="preserveStartEnd"
              minTickGap={16}
              tick={CHART_TEXT}
              fontSize={CHART_TEXT.fontSize}
              tickLine={false}
            />
            <YAxis
              tickFormatter={formatTick}
              tick={CHART_TEXT}
              fontSize={CHART_TEXT.fontSize}
              width={64}
              allowDecimals={false}
              tickCount={5}
              domain={[0, (max: number) => axisTop(max, floor)]}
              axisLine={false}
              tickLine={false}
            />
            <Tooltip
              trigger={trigger}
              cursor={{ fill: 'rgba(194, 24, 91, 0.08)' }}
              isAnimationActive={false}
              content={(props) => {
                const point = activePoint<T>(props);
                if (!point) return null;
                const lines = series.map((s) =>
                  series.length === 1 ? formatValue(point[s.key]) : `${s.name}: ${formatValue(point[s.key])}`,
                );
                return (
                  <ChartTooltip heading={dayHeading(point.day)} lines={[...lines, ...(describe?.(point) ?? [])]} />
                );
              }}
            />
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                radius={[2, 2, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {series.length > 1 && (
        <ul className="chart-key" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.key}>
              <span className="chart-swatch" style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
