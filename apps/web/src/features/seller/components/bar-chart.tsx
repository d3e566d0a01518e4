export interface ChartBar {
  label: string;
  value: number;
  /** shown on hover and read by screen readers */
  title: string;
}

/** Vertical bars drawn as SVG: enough for a seller's figures without a chart library in the bundle. */
export function BarChart({ bars, label, height = 200, labelEvery = 1 }: { bars: ChartBar[]; label: string; height?: number; labelEvery?: number }) {
  const width = 640;
  const top = 10;
  const bottom = 24;
  const plot = height - top - bottom;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = width / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <svg className="seller-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <line x1={0} x2={width} y1={top + plot} y2={top + plot} stroke="#dee2e6" />
      {bars.map((bar, i) => {
        const h = (bar.value / max) * plot;
        const x = i * slot + (slot - barWidth) / 2;
        return (
          <g key={`${bar.label}-${i}`}>
            <rect className={bar.value > 0 ? 'bar' : 'bar-muted'} x={x} y={top + plot - Math.max(h, 1)} width={barWidth} height={Math.max(h, 1)} rx={2}>
              <title>{bar.title}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x + barWidth / 2} y={height - 6} textAnchor="middle">
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Horizontal bars with their labels and values, for rankings and counts. */
export function HorizontalBars({ bars, label, formatValue = String }: { bars: ChartBar[]; label: string; formatValue?: (value: number) => string }) {
  const width = 640;
  const row = 30;
  const labelWidth = 200;
  const valueWidth = 110;
  const plot = width - labelWidth - valueWidth;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <svg className="seller-chart" viewBox={`0 0 ${width} ${Math.max(row, bars.length * row)}`} role="img" aria-label={label}>
      {bars.map((bar, i) => {
        const y = i * row;
        const w = Math.max(2, (bar.value / max) * plot);
        return (
          <g key={`${bar.label}-${i}`}>
            <text x={0} y={y + row / 2 + 4}>
              {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
            </text>
            <rect className={bar.value > 0 ? 'bar' : 'bar-muted'} x={labelWidth} y={y + 6} width={w} height={row - 12} rx={2}>
              <title>{bar.title}</title>
            </rect>
            <text x={labelWidth + w + 6} y={y + row / 2 + 4}>
              {formatValue(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
