import type { ParcelEventView } from '@onsale/core/parcel-events';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ParcelTimeline } from './parcel-timeline';

const events: ParcelEventView[] = [
  {
    kind: 'shipped',
    label: 'Handed to the courier',
    reason: null,
    at: '2026-11-23T05:00:00.000Z',
    recordedBy: 'seller',
  },
  {
    kind: 'attempt_failed',
    label: 'Delivery attempt failed',
    reason: 'Address not found',
    at: '2026-11-24T10:02:00.000Z',
    recordedBy: 'courier',
  },
];

describe('ParcelTimeline', () => {
  it('shows nothing before the parcel is handed to a courier', () => {
    expect(renderToStaticMarkup(<ParcelTimeline events={[]} />)).toBe('');
  });

  it('lists the updates oldest first, a reason after its label, each time in Pakistan time', () => {
    const html = renderToStaticMarkup(<ParcelTimeline events={events} />);
    expect(html).toContain('data-testid="parcel-timeline"');
    const lines = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, line]) => line!.replace(/<[^>]+>/g, ''));
    expect(lines).toEqual([
      'Handed to the courier · 23 Nov 2026, 10:00 am',
      'Delivery attempt failed: Address not found · 24 Nov 2026, 3:02 pm',
    ]);
  });
});
