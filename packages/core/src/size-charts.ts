/**
 * Size charts (decision 0050): rows are sizes, columns are measurements (chest, waist, length…),
 * each value in centimetres, shown with inches beside: "96 cm (37.8 in)".
 */

export const CM_PER_INCH = 2.54;
export const MAX_CHART_SIZES = 20;
export const MAX_CHART_MEASUREMENTS = 8;
/** No garment or shoe measures more than this many centimetres. */
export const MAX_CHART_CM = 500;

export interface SizeChartRow {
  size: string;
  /** one value in cm per measurement, in the chart's order */
  values: number[];
}

export interface SizeChartShape {
  measurements: readonly string[];
  rows: readonly SizeChartRow[];
}

/** Shown under "How to measure" when the chart's owner wrote nothing of their own. */
export const DEFAULT_HOW_TO_MEASURE =
  'Measure your body, not a garment, over light clothing, keeping the tape snug but not tight. ' +
  'Chest: around the fullest part, under the arms. Waist: around your natural waistline, above the navel. ' +
  'Hips: around the fullest part. Length: from the highest point of the shoulder down to where the garment should end. ' +
  'Foot length: stand on paper, mark your heel and longest toe, and measure between the marks. ' +
  'Between two sizes, choose the larger.';

/** The text shown under "How to measure": the chart's own, else the shop's. */
export function howToMeasureOf(text: string): string {
  return text.trim() || DEFAULT_HOW_TO_MEASURE;
}

/** A length with at most one decimal, without a trailing ".0": 96, 37.8. */
function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Centimetres in inches, to one decimal. */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}

export const formatCm = (cm: number): string => `${oneDecimal(cm)} cm`;
export const formatInches = (cm: number): string => `${oneDecimal(cmToInches(cm))} in`;

/** The one way a chart's value is shown: "96 cm (37.8 in)". */
export function formatMeasurement(cm: number): string {
  return `${formatCm(cm)} (${formatInches(cm)})`;
}

/** Why a value cannot be a measurement in cm, or null when it can. */
export function measurementValueProblem(value: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number of cm';
  if (value <= 0) return 'must be more than 0 cm';
  if (value > MAX_CHART_CM) return `must be at most ${MAX_CHART_CM} cm`;
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return 'may have at most one decimal';
  return null;
}

/** Where a chart is wrong and why, in the words of its form: a field path and a message. */
export interface SizeChartProblem {
  path: (string | number)[];
  message: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rules of a chart: 1 to 20 sizes, 1 to 8 measurements, names given once each, and in every
 * row one positive value per measurement with at most one decimal.
 */
export function sizeChartProblems(chart: SizeChartShape): SizeChartProblem[] {
  const problems: SizeChartProblem[] = [];
  const { measurements, rows } = chart;
  if (measurements.length < 1) problems.push({ path: ['measurements'], message: 'Add at least one measurement' });
  if (measurements.length > MAX_CHART_MEASUREMENTS)
    problems.push({ path: ['measurements'], message: `A chart has at most ${MAX_CHART_MEASUREMENTS} measurements` });
  measurements.forEach((name, index) => {
    if (!name.trim()) problems.push({ path: ['measurements', index], message: 'Name every measurement' });
    else if (measurements.findIndex((other) => sameName(other, name)) < index)
      problems.push({ path: ['measurements', index], message: `The measurement ${name.trim()} is listed twice` });
  });
  if (rows.length < 1) problems.push({ path: ['rows'], message: 'Add at least one size' });
  if (rows.length > MAX_CHART_SIZES)
    problems.push({ path: ['rows'], message: `A chart has at most ${MAX_CHART_SIZES} sizes` });
  rows.forEach((row, index) => {
    const size = row.size.trim();
    if (!size) problems.push({ path: ['rows', index, 'size'], message: 'Name every size' });
    else if (rows.findIndex((other) => sameName(other.size, row.size)) < index)
      problems.push({ path: ['rows', index, 'size'], message: `The size ${size} is listed twice` });
    if (row.values.length !== measurements.length) {
      problems.push({
        path: ['rows', index, 'values'],
        message: `Size ${size || index + 1} needs one value for each of the ${measurements.length} measurements`,
      });
      return;
    }
    row.values.forEach((value, column) => {
      const problem = measurementValueProblem(value);
      if (problem)
        problems.push({
          path: ['rows', index, 'values', column],
          message: `Size ${size || index + 1}: ${measurements[column]?.trim() || 'the measurement'} ${problem}`,
        });
    });
  });
  return problems;
}
