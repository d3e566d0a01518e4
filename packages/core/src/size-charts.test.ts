import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  DEFAULT_HOW_TO_MEASURE,
  formatCm,
  formatInches,
  formatMeasurement,
  howToMeasureOf,
  measurementValueProblem,
  sizeChartProblems,
} from './size-charts';

const kurtas = {
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: [96, 100] },
    { size: 'M', values: [101.5, 102] },
  ],
};

describe('size charts', () => {
  it('shows centimetres with inches beside, to one decimal', () => {
    expect(cmToInches(2.54)).toBe(1);
    expect(cmToInches(96)).toBe(37.8);
    expect(formatCm(96)).toBe('96 cm');
    expect(formatCm(101.5)).toBe('101.5 cm');
    expect(formatInches(101.6)).toBe('40 in');
    expect(formatMeasurement(96)).toBe('96 cm (37.8 in)');
    expect(formatMeasurement(26.5)).toBe('26.5 cm (10.4 in)');
  });

  it('accepts positive centimetres with at most one decimal', () => {
    expect(measurementValueProblem(96)).toBeNull();
    expect(measurementValueProblem(37.1)).toBeNull();
    expect(measurementValueProblem(0.1)).toBeNull();
    expect(measurementValueProblem(0)).toBe('must be more than 0 cm');
    expect(measurementValueProblem(-4)).toBe('must be more than 0 cm');
    expect(measurementValueProblem(37.25)).toBe('may have at most one decimal');
    expect(measurementValueProblem(501)).toBe('must be at most 500 cm');
    expect(measurementValueProblem(Number.NaN)).toBe('must be a number of cm');
  });

  it('finds nothing wrong with a well-formed chart', () => {
    expect(sizeChartProblems(kurtas)).toEqual([]);
  });

  it('needs 1 to 20 sizes and 1 to 8 measurements', () => {
    expect(sizeChartProblems({ measurements: [], rows: [] })).toEqual([
      { path: ['measurements'], message: 'Add at least one measurement' },
      { path: ['rows'], message: 'Add at least one size' },
    ]);
    const nine = Array.from({ length: 9 }, (_, i) => `M${i}`);
    expect(sizeChartProblems({ measurements: nine, rows: [{ size: 'S', values: nine.map(() => 50) }] })).toEqual([
      { path: ['measurements'], message: 'A chart has at most 8 measurements' },
    ]);
    const rows = Array.from({ length: 21 }, (_, i) => ({ size: `${30 + i}`, values: [60] }));
    expect(sizeChartProblems({ measurements: ['Waist'], rows })).toEqual([
      { path: ['rows'], message: 'A chart has at most 20 sizes' },
    ]);
    expect(sizeChartProblems({ measurements: ['Waist'], rows: rows.slice(0, 20) })).toEqual([]);
  });

  it('names the cell that is wrong', () => {
    expect(
      sizeChartProblems({
        measurements: ['Chest', 'chest ', ''],
        rows: [
          { size: 'S', values: [96, 0, 37.25] },
          { size: 's', values: [96] },
        ],
      }),
    ).toEqual([
      { path: ['measurements', 1], message: 'The measurement chest is listed twice' },
      { path: ['measurements', 2], message: 'Name every measurement' },
      { path: ['rows', 0, 'values', 1], message: 'Size S: chest must be more than 0 cm' },
      { path: ['rows', 0, 'values', 2], message: 'Size S: the measurement may have at most one decimal' },
      { path: ['rows', 1, 'size'], message: 'The size s is listed twice' },
      { path: ['rows', 1, 'values'], message: 'Size s needs one value for each of the 3 measurements' },
    ]);
  });

  it('shows the shop’s own advice when the chart has none', () => {
    expect(howToMeasureOf('  ')).toBe(DEFAULT_HOW_TO_MEASURE);
    expect(howToMeasureOf('Lay the shirt flat.')).toBe('Lay the shirt flat.');
  });
});
