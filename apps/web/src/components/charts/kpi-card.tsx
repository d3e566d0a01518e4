import type { ComparedFigure } from '@onsale/core/analytics';
import './charts.css';

/** The change in words and colour: up is good news here (more sales, more orders, more sign-ups). */
function Change({ changePercent }: { changePercent: number | null }) {
  if (changePercent == null) return <span className="kpi-change text-body-secondary">no earlier figure</span>;
  if (changePercent === 0) return <span className="kpi-change text-body-secondary">no change</span>;
  const up = changePercent > 0;
  return (
    <span className={`kpi-change ${up ? 'text-success' : 'text-danger'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      <span className="visually-hidden">{up ? 'up ' : 'down '}</span>
      {Math.abs(changePercent)}%
    </span>
  );
}

/**
 * One figure of the period, beside the same figure for the period of equal length before it and
 * the change between them.
 */
export function KpiCard({
  label,
  figure,
  format = String,
  previousLabel,
  note,
}: {
  label: string;
  figure: ComparedFigure;
  format?: (value: number) => string;
  previousLabel: string;
  note?: string;
}) {
  return (
    <section className="card kpi-card h-100 shadow-sm" aria-label={label}>
      <div className="card-body">
        <h3 className="kpi-label">{label}</h3>
        <div className="kpi-value">{format(figure.current)}</div>
        <Change changePercent={figure.changePercent} />
        <div className="kpi-previous">
          {previousLabel}: {format(figure.previous)}
        </div>
        {note && <div className="kpi-note">{note}</div>}
      </div>
    </section>
  );
}
