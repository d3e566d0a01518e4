/** Chart text is drawn at a fixed pixel size, whatever the chart's width (readable on a 360 px phone). */
export const CHART_TEXT = { fontSize: 12, fill: '#5c6370' } as const;

/** The shop's accent first, then a blue that stands apart from it. */
export const SERIES_COLOURS = ['#c2185b', '#5c6bc0'] as const;
