import { describe, expect, it } from 'vitest';
import { axisTop, rupeeTick } from './chart-format';

describe('chart labels', () => {
  it('writes rupee ticks short and on one line', () => {
    expect(rupeeTick(0)).toBe('Rs.\u00a00');
    expect(rupeeTick(1_250_000)).toBe('Rs.\u00a012.5K');
    expect(rupeeTick(150_000_000)).toBe('Rs.\u00a01.5M');
  });

  it('tops a value axis with a round figure four equal steps divide', () => {
    expect(axisTop(1_740_000)).toBe(2_000_000);
    expect(axisTop(870_000)).toBe(1_000_000);
    expect(axisTop(450_000)).toBe(500_000);
    expect(axisTop(300_000)).toBe(400_000);
    expect(axisTop(2)).toBe(2);
    expect(axisTop(0, 100_000)).toBe(100_000);
    expect(axisTop(0)).toBe(1);
  });
});
