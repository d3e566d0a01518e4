import { formatCm, formatInches } from '@onsale/core/size-charts';

export interface SizeChartTableProps {
  caption: string;
  measurements: readonly string[];
  rows: readonly { size: string; values: readonly number[] }[];
}

/**
 * A size chart as a table: a row per size, a column per measurement, each value in cm with inches
 * beside ("96 cm (37.8 in)"). On a narrow screen the table scrolls sideways, its size column kept in view.
 */
export function SizeChartTable({ caption, measurements, rows }: SizeChartTableProps) {
  return (
    <div className="size-chart-scroll" tabIndex={0} role="region" aria-label={`${caption}, in cm and inches`}>
      <table className="table table-sm table-striped size-chart-table mb-0">
        <caption className="visually-hidden">{caption}, in cm and inches</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            {measurements.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {row.values.map((cm, index) => (
                <td key={measurements[index] ?? index}>
                  <span className="size-chart-cm">{formatCm(cm)}</span>{' '}
                  <span className="size-chart-in">({formatInches(cm)})</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
