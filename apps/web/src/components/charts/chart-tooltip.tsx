import type { TooltipContentProps } from 'recharts';

/** A tooltip's box: a heading and a line per figure, in the page's own type at its own size. */
export function ChartTooltip({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <div className="chart-tooltip" data-testid="chart-tooltip">
      <div className="fw-semibold">{heading}</div>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}

/** The data point a tooltip is open on, or null while it is closed. */
export function activePoint<T>(props: TooltipContentProps): T | null {
  if (!props.active) return null;
  return (props.payload[0]?.payload as T | undefined) ?? null;
}
