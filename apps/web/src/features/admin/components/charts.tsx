/** Small SVG charts drawn by hand: the admin's figures need no chart library in the bundle. */

export interface Point {
  label: string;
  value: number;
  title: string;
}


/** A round top for the axis; `floor` keeps an empty chart from showing fractions of a paisa. */
function niceMax(value: number, floor = 1): number {
  if (value <= floor) return floor;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

/** A line over days (revenue per day), with a light area under it and three grid lines. */
export function LineChart({ points, label, formatValue = String, height = 260, width = 1000, floor = 1 }: { points: Point[]; label: string; formatValue?: (value: number) => string; height?: number; width?: number; floor?: number }) {
  const left = 90;
  const right = 12;
  const top = 12;
  const bottom = 26;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)), floor);
  const x = (i: number) => left + (points.length <= 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <svg className="admin-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line className="grid" x1={left} x2={width - right} y1={y(max * f)} y2={y(max * f)} />
          <text x={left - 6} y={y(max * f) + 4} textAnchor="end">
            {formatValue(max * f)}
          </text>
        </g>
      ))}
      {points.length > 0 && <path className="area" d={`${path} L${x(points.length - 1)},${top + plotH} L${x(0)},${top + plotH} Z`} />}
      <path className="line" d={path} />
      {points.map((p, i) => (
        <g key={`${p.label}-${i}`}>
          <circle cx={x(i)} cy={y(p.value)} r={3} className="bar">
            <title>{p.title}</title>
          </circle>
          {i % labelEvery === 0 && (
            <text x={x(i)} y={height - 8} textAnchor="middle">
              {p.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** Vertical bars, one series or two side by side (buyers and sellers). */
export function ColumnChart({ series, labels, label, height = 220, width = 520 }: { series: { name: string; values: number[]; className: string }[]; labels: string[]; label: string; height?: number; width?: number }) {
  const top = 10;
  const bottom = 26;
  const left = 30;
  const plotH = height - top - bottom;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)), 1);
  const slot = (width - left) / Math.max(1, labels.length);
  const barW = Math.max(2, (slot * 0.75) / series.length);
  const labelEvery = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <svg className="admin-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <line className="grid" x1={left} x2={width} y1={top + plotH} y2={top + plotH} />
      <text x={left - 6} y={top + 8} textAnchor="end">
        {max}
      </text>
      {labels.map((day, i) => (
        <g key={`${day}-${i}`}>
          {series.map((s, k) => {
            const value = s.values[i] ?? 0;
            const h = (value / max) * plotH;
            return (
              <rect key={s.name} className={s.className} x={left + i * slot + (slot - barW * series.length) / 2 + k * barW} y={top + plotH - h} width={barW} height={h} rx={1}>
                <title>{`${day}: ${value} ${s.name}`}</title>
              </rect>
            );
          })}
          {i % labelEvery === 0 && (
            <text x={left + i * slot + slot / 2} y={height - 8} textAnchor="middle">
              {day}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** Horizontal bars with their labels and values: rankings and counts. */
export function HorizontalBars({ bars, label, formatValue = String, width = 520 }: { bars: Point[]; label: string; formatValue?: (value: number) => string; width?: number }) {
  const row = 30;
  const labelW = 150;
  const valueW = 110;
  const plotW = width - labelW - valueW;
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <svg className="admin-chart" viewBox={`0 0 ${width} ${Math.max(row, bars.length * row)}`} role="img" aria-label={label}>
      {bars.map((bar, i) => {
        const w = Math.max(2, (bar.value / max) * plotW);
        const y = i * row;
        return (
          <g key={`${bar.label}-${i}`}>
            <text x={0} y={y + row / 2 + 4}>
              {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
            </text>
            <rect className="bar" x={labelW} y={y + 6} width={w} height={row - 12} rx={2}>
              <title>{bar.title}</title>
            </rect>
            <text x={labelW + w + 6} y={y + row / 2 + 4}>
              {formatValue(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
