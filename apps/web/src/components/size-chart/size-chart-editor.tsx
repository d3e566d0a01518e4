import { sizeChartInputSchema, type SizeChartInput } from '@onsale/core/contracts/size-charts';
import { cmToInches, MAX_CHART_MEASUREMENTS, MAX_CHART_SIZES } from '@onsale/core/size-charts';
import { useId, useState } from 'react';
import { FormDialog } from '../ui/form-dialog';

/** A chart as its editor holds it: every value as typed. */
interface Draft {
  name: string;
  measurements: string[];
  rows: { size: string; values: string[] }[];
  howToMeasure: string;
}

export interface SizeChartEditorProps {
  title: string;
  /** the chart being changed; a new one starts with chest, waist and length for S, M and L */
  chart?: { name: string; measurements: string[]; rows: { size: string; values: number[] }[]; howToMeasure: string };
  busy: boolean;
  /** why the last save failed (the server's words) */
  failure: string | null;
  onSave: (chart: SizeChartInput) => void;
  onClose: () => void;
}

const NEW_CHART: Draft = {
  name: '',
  measurements: ['Chest', 'Waist', 'Length'],
  rows: ['S', 'M', 'L'].map((size) => ({ size, values: ['', '', ''] })),
  howToMeasure: '',
};

const draftOf = (chart: SizeChartEditorProps['chart']): Draft =>
  chart
    ? {
        name: chart.name,
        measurements: [...chart.measurements],
        rows: chart.rows.map((row) => ({ size: row.size, values: row.values.map(String) })),
        howToMeasure: chart.howToMeasure,
      }
    : NEW_CHART;

/** "96", "96.5" or "96,5" as cm; anything else is not a number (the contract names it). */
function cmOf(text: string): number {
  const typed = text.trim().replace(',', '.');
  return typed === '' ? Number.NaN : Number(typed);
}

/**
 * The one size chart editor of the seller's and the admin's pages: the chart's name, its
 * measurements (columns) and sizes (rows) as a grid of labelled inputs in cm, each with its inches
 * beside, and the "How to measure" advice. The shared contract checks it before it is sent.
 */
export function SizeChartEditor({ title, chart, busy, failure, onSave, onClose }: SizeChartEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(chart));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const update = (change: (draft: Draft) => Draft) => setDraft((current) => change(current));

  const setMeasurement = (column: number, name: string) =>
    update((d) => ({ ...d, measurements: d.measurements.map((m, i) => (i === column ? name : m)) }));
  const addMeasurement = () =>
    update((d) => ({
      ...d,
      measurements: [...d.measurements, ''],
      rows: d.rows.map((row) => ({ ...row, values: [...row.values, ''] })),
    }));
  const removeMeasurement = (column: number) =>
    update((d) => ({
      ...d,
      measurements: d.measurements.filter((_, i) => i !== column),
      rows: d.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== column) })),
    }));
  const setRow = (index: number, row: Draft['rows'][number]) =>
    update((d) => ({ ...d, rows: d.rows.map((r, i) => (i === index ? row : r)) }));
  const addRow = () => update((d) => ({ ...d, rows: [...d.rows, { size: '', values: d.measurements.map(() => '') }] }));
  const removeRow = (index: number) => update((d) => ({ ...d, rows: d.rows.filter((_, i) => i !== index) }));

  function submit() {
    const input: SizeChartInput = {
      name: draft.name,
      measurements: draft.measurements,
      rows: draft.rows.map((row) => ({ size: row.size, values: row.values.map(cmOf) })),
      howToMeasure: draft.howToMeasure,
    };
    const checked = sizeChartInputSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the chart');
      return;
    }
    setProblem(null);
    onSave(input);
  }

  return (
    <FormDialog
      title={title}
      failure={problem ?? failure}
      busy={busy}
      size="lg"
      submitLabel="Save chart"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="form-control"
          value={draft.name}
          maxLength={80}
          placeholder="Kurtas, Men's shoes…"
          onChange={(event) => update((d) => ({ ...d, name: event.target.value }))}
        />
      </div>
      <p className="form-text mt-0">
        Sizes are rows and measurements are columns. Enter every value in cm (one decimal at most); inches are shown
        beside.
      </p>
      <div className="size-chart-scroll mb-2">
        <table className="table table-sm align-middle size-chart-grid">
          <thead>
            <tr>
              <th scope="col">Size</th>
              {draft.measurements.map((name, column) => (
                <th key={column} scope="col">
                  <div className="d-flex gap-1 align-items-center">
                    <input
                      className="form-control form-control-sm"
                      aria-label={`Measurement ${column + 1}`}
                      value={name}
                      maxLength={30}
                      onChange={(event) => setMeasurement(column, event.target.value)}
                    />
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`Remove measurement ${name || column + 1}`}
                      disabled={draft.measurements.length <= 1}
                      onClick={() => removeMeasurement(column)}
                    >
                      ×
                    </button>
                  </div>
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, index) => {
              const sizeName = row.size.trim() || `row ${index + 1}`;
              return (
                <tr key={index}>
                  <td>
                    <input
                      className="form-control form-control-sm size-chart-size-input"
                      aria-label={`Size of row ${index + 1}`}
                      value={row.size}
                      maxLength={20}
                      onChange={(event) => setRow(index, { ...row, size: event.target.value })}
                    />
                  </td>
                  {row.values.map((value, column) => {
                    const cm = cmOf(value);
                    return (
                      <td key={column}>
                        <div className="input-group input-group-sm">
                          <input
                            className="form-control"
                            inputMode="decimal"
                            aria-label={`${draft.measurements[column]?.trim() || `Measurement ${column + 1}`} of size ${sizeName}, cm`}
                            value={value}
                            onChange={(event) =>
                              setRow(index, {
                                ...row,
                                values: row.values.map((v, i) => (i === column ? event.target.value : v)),
                              })
                            }
                          />
                          <span className="input-group-text">cm</span>
                        </div>
                        <div className="form-text mt-0 size-chart-in" aria-hidden="true">
                          {Number.isFinite(cm) && cm > 0 ? `${cmToInches(cm)} in` : '\u00a0'}
                        </div>
                      </td>
                    );
                  })}
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`Remove size ${sizeName}`}
                      disabled={draft.rows.length <= 1}
                      onClick={() => removeRow(index)}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={addRow}
          disabled={draft.rows.length >= MAX_CHART_SIZES}
        >
          Add size
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={addMeasurement}
          disabled={draft.measurements.length >= MAX_CHART_MEASUREMENTS}
        >
          Add measurement
        </button>
      </div>
      <div>
        <label className="form-label" htmlFor={`${id}-how`}>
          How to measure <span className="text-muted small">(optional)</span>
        </label>
        <textarea
          id={`${id}-how`}
          className="form-control"
          rows={3}
          maxLength={2000}
          value={draft.howToMeasure}
          placeholder="Left empty, shoppers see the shop's advice on measuring."
          onChange={(event) => update((d) => ({ ...d, howToMeasure: event.target.value }))}
        />
      </div>
    </FormDialog>
  );
}
