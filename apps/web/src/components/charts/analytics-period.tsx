import type { AnalyticsPeriod } from '@onsale/core/analytics';
import { ANALYTICS_PERIODS } from '@onsale/core/contracts/analytics';
import { useId } from 'react';
import { dayRange } from './chart-format';

/** The period an analytics page shows: the last 7, 30 or 90 days. */
export function PeriodSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small text-nowrap">
        Period
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={days}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {ANALYTICS_PERIODS.map((p) => (
          <option key={p} value={p}>
            Last {p} days
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the KPI cards compare: "Last 7 days (5 Nov – 11 Nov), compared with the 7 days before (29 Oct – 4 Nov)." */
export function PeriodCaption({ period }: { period: AnalyticsPeriod }) {
  return (
    <p className="small text-body-secondary mb-2" data-testid="analytics-period">
      Last {period.days} days ({dayRange(period.from, period.to)}), compared with the {period.days} days before (
      {dayRange(period.previousFrom, period.previousTo)}).
    </p>
  );
}

/** How a KPI card names the earlier figure. */
export const previousLabel = (period: AnalyticsPeriod) => `Previous ${period.days} days`;
