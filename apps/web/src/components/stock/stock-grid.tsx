import { Fragment, useId, type ChangeEvent } from 'react';
import { cellField, type StockGrid } from './stock-grid-state';
import './stock.css';

/** "size", "colour" or "size and colour": what the product's stock is split by. */
export function splitBy(grid: Pick<StockGrid, 'sizes' | 'colors'>): string {
  if (grid.sizes.length > 0 && grid.colors.length > 0) return 'size and colour';
  return grid.colors.length > 0 ? 'colour' : 'size';
}

const units = (count: number) => (count === 1 ? '1 unit' : `${count} units`);

/**
 * The stock of each size (rows) in each colour (columns), each cell moved by a change (+n, −n)
 * as the product-wide stock is, so the units sold meanwhile are kept. `splitting` is a product
 * whose stock is not split yet: each cell starts from 0 and its stock becomes their sum; a new
 * product's cells take their first counts.
 */
export function StockGridField({
  grid,
  mode,
  stockNow,
  errors,
  onChange,
  onUndo,
}: {
  grid: StockGrid;
  mode: 'new' | 'splitting' | 'split';
  /** the product's stock now; none for a new product */
  stockNow: number | null;
  errors: Partial<Record<string, string>>;
  onChange: (key: string) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** back to one stock for the whole product, while it is not split yet */
  onUndo?: () => void;
}) {
  const id = useId();
  const by = splitBy(grid);
  const titled = grid.colors.length > 0;
  const sized = grid.sizes.length > 0;
  // Columns wide enough for "+10" and "12 now → 22" on a phone, and no wider than that on a laptop (rem).
  const sizeColumn = sized ? 3 : 0;
  const columns = Math.max(1, grid.colors.length);
  return (
    <fieldset className="stock-grid border rounded p-2 p-md-3" aria-describedby={`${id}-note`}>
      <legend className="form-label float-none w-auto px-1 mb-1 fs-6">Stock per {by}</legend>
      <p id={`${id}-note`} className="form-text mt-0 mb-2">
        {mode === 'split'
          ? 'Type +5 for units that arrived or -2 for units gone; sales made meanwhile are kept.'
          : mode === 'splitting'
            ? `${by === 'size and colour' ? 'Each size in each colour' : `Each ${by}`} starts from 0: type how many of each you have. The product's stock becomes their sum.`
            : `Type how many of each you have. The product's stock is their sum.`}
      </p>
      <div className="table-responsive">
        <table
          className="table table-sm align-top mb-2 stock-grid-table"
          style={{ minWidth: `${sizeColumn + columns * 4.75}rem`, maxWidth: `${sizeColumn + columns * 10}rem` }}
        >
          {titled && (
            <thead>
              <tr>
                {sized && (
                  <th scope="col" className="small text-muted fw-normal stock-grid-size">
                    Size
                  </th>
                )}
                {grid.colors.map((color) => (
                  <th key={color} scope="col" className="small">
                    {color}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {grid.rows.map((row, rowIndex) => {
              // A cell's message goes in a line under its row, where it has the grid's width to be read.
              const problems = row.cells.flatMap((cell, cellIndex) => {
                const error = errors[cellField(cell.key)];
                return error ? [{ id: `${id}-problem-${rowIndex}-${cellIndex}`, key: cell.key, error }] : [];
              });
              return (
                <Fragment key={row.size}>
                  <tr className={problems.length > 0 ? 'has-problem' : undefined}>
                    {sized && (
                      <th scope="row" className="small stock-grid-size">
                        {row.size}
                      </th>
                    )}
                    {row.cells.map((cell, cellIndex) => {
                      const problem = problems.find((item) => item.key === cell.key);
                      const noteId = `${id}-now-${rowIndex}-${cellIndex}`;
                      const described = [mode === 'split' ? noteId : '', problem?.id ?? ''].filter(Boolean).join(' ');
                      return (
                        <td key={cell.key}>
                          <input
                            className={`form-control form-control-sm ${problem ? 'is-invalid' : ''}`}
                            inputMode="numeric"
                            placeholder={mode === 'split' ? '+0' : '0'}
                            aria-label={cell.label}
                            aria-describedby={described || undefined}
                            aria-invalid={problem ? true : undefined}
                            value={cell.change}
                            onChange={onChange(cell.key)}
                          />
                          {mode === 'split' && (
                            <div id={noteId} className="form-text mt-1 text-nowrap">
                              {cell.stock} now
                              {cell.after !== null &&
                                cell.after >= 0 &&
                                cell.after !== cell.stock &&
                                ` → ${cell.after}`}
                            </div>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                  {problems.length > 0 && (
                    <tr className="stock-grid-problems">
                      <td colSpan={row.cells.length + (sized ? 1 : 0)} className="pt-0">
                        {problems.map((problem) => (
                          <div key={problem.key} id={problem.id} className="small text-danger">
                            {problem.error}
                          </div>
                        ))}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <p className="mb-0 small" aria-live="polite">
          {grid.after === null ? (
            'Total: once each change is a whole number that leaves 0 or more'
          ) : (
            <>
              <strong>Total: {grid.after}</strong>
              {stockNow !== null && grid.after !== stockNow && (
                <span className="text-muted"> ({stockNow} in stock now)</span>
              )}
            </>
          )}
        </p>
        {onUndo && (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={onUndo}>
            Keep one stock for the whole product
          </button>
        )}
      </div>
      {grid.dropped.length > 0 && (
        <p className="small text-danger mt-2 mb-0" role="status">
          No longer offered, saving removes their stock:{' '}
          {grid.dropped
            .map((variant) =>
              [variant.size, variant.color]
                .filter(Boolean)
                .join(', ')
                .concat(` (${units(variant.stock)})`),
            )
            .join('; ')}
        </p>
      )}
    </fieldset>
  );
}
