import { useId, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useSellerSizeCharts } from '../api/get-seller-size-charts';

/** The product form's "Size chart": none, or one of the seller's charts (kept on the Size charts page). */
export function SizeChartSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
}) {
  const id = useId();
  const charts = useSellerSizeCharts();
  const list = charts.data ?? [];
  // A chart deleted meanwhile still shows as chosen until the form is saved.
  const missing = value !== '' && charts.isSuccess && !list.some((chart) => chart.id === value);
  return (
    <>
      <label className="form-label" htmlFor={id}>
        Size chart
      </label>
      <select
        id={id}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={value}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
      >
        <option value="">None</option>
        {missing && <option value={value}>A chart no longer in your list</option>}
        {list.map((chart) => (
          <option key={chart.id} value={chart.id}>
            {chart.name}
          </option>
        ))}
      </select>
      {error && <div className="invalid-feedback">{error}</div>}
      <div id={`${id}-hint`} className="form-text">
        {charts.isError ? 'Your size charts could not be loaded. ' : ''}
        Shown to shoppers beside the sizes; without one, the category&rsquo;s chart is shown where it has one.{' '}
        <Link to="/seller/size-charts">Manage size charts</Link>
      </div>
    </>
  );
}
