import { describe, expect, it } from 'vitest';
import { attemptReasonOf, courierEventBodySchema, parcelEventBodySchema } from './contracts/parcel-events';
import {
  deliveryStagesBefore,
  nextParcelEvents,
  nextStageEvents,
  PARCEL_EVENT_MESSAGES,
  parcelEventRefusal,
  parcelEventView,
  STATUS_PARCEL_EVENT,
} from './parcel-events';

describe('a parcel with the courier', () => {
  it('goes out for delivery from the courier or after a failed attempt, never twice in a row', () => {
    expect(deliveryStagesBefore('out_for_delivery')).toEqual(['with_courier', 'attempt_failed']);
    expect(nextParcelEvents('out_for_delivery')).toEqual(['attempt_failed', 'delivered', 'returned']);
    expect(parcelEventRefusal('out_for_delivery', 'out_for_delivery')).toBe(PARCEL_EVENT_MESSAGES.alreadyOut);
  });

  it('may fail, be delivered or come back from any stage, as couriers report without every step', () => {
    for (const event of ['attempt_failed', 'delivered', 'returned'] as const)
      expect(deliveryStagesBefore(event)).toEqual(['with_courier', 'out_for_delivery', 'attempt_failed']);
  });

  it('offers the updates recorded by hand only while the part is shipped', () => {
    expect(nextStageEvents('shipped', 'with_courier')).toEqual(['out_for_delivery', 'attempt_failed']);
    expect(nextStageEvents('shipped', 'out_for_delivery')).toEqual(['attempt_failed']);
    expect(nextStageEvents('processing', null)).toEqual([]);
    expect(nextStageEvents('delivered', null)).toEqual([]);
    expect(parcelEventRefusal(null, 'out_for_delivery')).toBe(PARCEL_EVENT_MESSAGES.notShipped);
  });

  it('shows each event with its label, and a reason only where there is one', () => {
    const at = new Date('2026-11-29T10:00:00Z');
    expect(
      parcelEventView({ kind: 'attempt_failed', reason: 'Cash not ready', happenedAt: at, recordedBy: 'courier' }),
    ).toEqual({
      kind: 'attempt_failed',
      label: 'Delivery attempt failed',
      reason: 'Cash not ready',
      at: '2026-11-29T10:00:00.000Z',
      recordedBy: 'courier',
    });
    expect(parcelEventView({ kind: 'shipped', reason: '', happenedAt: at, recordedBy: 'seller' }).reason).toBeNull();
  });
});

describe('what a seller, an admin and a courier send', () => {
  it('needs a reason from the list for a failed attempt, and words for "Other"', () => {
    expect(parcelEventBodySchema.safeParse({ event: 'out_for_delivery' }).success).toBe(true);
    expect(parcelEventBodySchema.safeParse({ event: 'attempt_failed' }).success).toBe(false);
    expect(parcelEventBodySchema.safeParse({ event: 'attempt_failed', reason: 'Went fishing' }).success).toBe(false);
    expect(parcelEventBodySchema.safeParse({ event: 'attempt_failed', reason: 'Other' }).success).toBe(false);
    expect(parcelEventBodySchema.safeParse({ event: 'delivered' }).success).toBe(false);
    const other = { event: 'attempt_failed', reason: 'Other', note: 'Gate locked' } as const;
    expect(attemptReasonOf(parcelEventBodySchema.parse(other))).toBe('Gate locked');
    expect(attemptReasonOf({ event: 'attempt_failed', reason: 'Address not found' })).toBe('Address not found');
    expect(attemptReasonOf({ event: 'out_for_delivery', reason: 'Address not found' })).toBe('');
  });

  it("reads a courier's tracking number as the shop keeps it, and its time with an offset", () => {
    const parsed = courierEventBodySchema.parse({
      eventId: 'e1',
      trackingNumber: ' tcs 778 ',
      event: 'delivered',
      happenedAt: '2026-11-29T15:00:00+05:00',
    });
    expect(parsed.trackingNumber).toBe('TCS778');
    expect(courierEventBodySchema.safeParse({ eventId: '', trackingNumber: 'A1', event: 'delivered' }).success).toBe(
      false,
    );
    expect(
      courierEventBodySchema.safeParse({
        eventId: 'e',
        trackingNumber: 'A1',
        event: 'delivered',
        happenedAt: 'yesterday',
      }).success,
    ).toBe(false);
  });
});

describe('STATUS_PARCEL_EVENT', () => {
  it('names the timeline event of the hand-over and of the two ends, and of nothing else', () => {
    expect(STATUS_PARCEL_EVENT).toEqual({ shipped: 'shipped', delivered: 'delivered', refused: 'returned' });
    expect(STATUS_PARCEL_EVENT.processing).toBeUndefined();
  });
});
