import { Bar, BarChart, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis, type LabelProps } from 'recharts';
import { oneLine } from './chart-format';
import { activePoint, ChartTooltip } from './chart-tooltip';
import { CHART_TEXT, SERIES_COLOURS } from './chart-style';
import { useTooltipTrigger } from './use-tap-tooltips';
import './charts.css';

export interface ListBar {
  label: string;
  value: number;
  /** more lines for the tooltip and the spoken summary ("4 sold") */
  details?: string[];
}

const ROW = 44;
const BAR = 14;
/** about how wide a character of 12 px text is: room for the values, and where a long name is cut */
const CHAR_PX = 7.5;

/**
 * A ranking or a count as horizontal bars: each name above its bar at full width (long product
 * names stay readable on a phone), the value at the bar's end, the details on a tap.
 */
export function BarList({
  bars,
  summary,
  formatValue = String,
}: {
  bars: readonly ListBar[];
  summary: string;
  formatValue?: (value: number) => string;
}) {
  const trigger = useTooltipTrigger();
  const valueRoom = Math.ceil(Math.max(1, ...bars.map((bar) => formatValue(bar.value).length)) * CHAR_PX) + 8;
  const spoken = `${summary}: ${bars.map((bar) => [`${bar.label} ${formatValue(bar.value)}`, ...(bar.details ?? [])].join(', ')).join('; ')}`;
  return (
    <div className="chart" role="img" aria-label={spoken}>
      <ResponsiveContainer width="100%" height={bars.length * ROW + 8}>
        <BarChart
          data={bars as ListBar[]}
          layout="vertical"
          margin={{ top: 8, right: valueRoom, bottom: 0, left: 0 }}
          barSize={BAR}
          accessibilityLayer={false}
        >
          <XAxis type="number" hide domain={[0, (max: number) => Math.max(max, 1)]} />
          <YAxis type="category" dataKey="label" hide />
          <Tooltip
            trigger={trigger}
            cursor={{ fill: 'rgba(194, 24, 91, 0.06)' }}
            isAnimationActive={false}
            content={(props) => {
              const bar = activePoint<ListBar>(props);
              return (
                bar && <ChartTooltip heading={bar.label} lines={[formatValue(bar.value), ...(bar.details ?? [])]} />
              );
            }}
          />
          <Bar
            dataKey="value"
            fill={SERIES_COLOURS[0]}
            background={{ fill: '#f1eef0' }}
            radius={2}
            minPointSize={2}
            isAnimationActive={false}
          >
            <LabelList dataKey="label" content={NameAbove} />
            <LabelList
              dataKey="value"
              position="right"
              formatter={(value) => oneLine(formatValue(Number(value)))}
              style={CHART_TEXT}
              fontSize={CHART_TEXT.fontSize}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The bar's name just above it, as wide as the chart, cut with an ellipsis where the chart is too narrow for it. */
function NameAbove({ x, y, value, parentViewBox }: LabelProps) {
  const left = Number(x ?? 0);
  // the chart's own box, values' room included
  const chart = (parentViewBox ?? {}) as { x?: number; width?: number };
  const width = (chart.x ?? 0) + (chart.width ?? 0) - left;
  const text = String(value ?? '');
  const fits = Math.max(4, Math.floor(width / CHAR_PX));
  return (
    <text x={left} y={Number(y ?? 0) - 6} fontSize={CHART_TEXT.fontSize} fill="#343a40">
      {text.length > fits ? `${text.slice(0, fits - 1)}…` : text}
    </text>
  );
}
