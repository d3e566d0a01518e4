import type { Courier } from '@onsale/core/couriers';
import {
  parcelEventView,
  type ParcelEventKind,
  type ParcelEventSource,
  type ParcelEventView,
} from '@onsale/core/parcel-events';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { parcelEvents } from '../../db/schema';

export interface NewParcelEvent {
  sellerOrderId: string;
  kind: ParcelEventKind;
  reason?: string;
  recordedBy: ParcelEventSource;
  actorId?: string | null;
  /** a courier's update: the courier and its own id of the update */
  courier?: Courier;
  courierEventId?: string;
  happenedAt?: Date;
}

/** A parcel's timeline: written in the transaction of the change it records, read with the parts it belongs to. */
export function createParcelEventsRepository(db: Executor) {
  return {
    async record(event: NewParcelEvent): Promise<void> {
      await db.insert(parcelEvents).values({
        sellerOrderId: event.sellerOrderId,
        kind: event.kind,
        reason: event.reason ?? '',
        recordedBy: event.recordedBy,
        actorId: event.actorId ?? null,
        courier: event.courier ?? null,
        courierEventId: event.courierEventId ?? null,
        happenedAt: event.happenedAt ?? new Date(),
      });
    },

    /** Whether this courier's update was recorded before. */
    async hasCourierEvent(courier: Courier, courierEventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: parcelEvents.id })
        .from(parcelEvents)
        .where(and(eq(parcelEvents.courier, courier), eq(parcelEvents.courierEventId, courierEventId)))
        .limit(1);
      return row !== undefined;
    },

    /** Each part's timeline in the order it was recorded (a courier's clock may disagree with the shop's), by the part's id. */
    async ofParts(sellerOrderIds: readonly string[]): Promise<Map<string, ParcelEventView[]>> {
      const timelines = new Map<string, ParcelEventView[]>();
      if (sellerOrderIds.length === 0) return timelines;
      const rows = await db
        .select({
          sellerOrderId: parcelEvents.sellerOrderId,
          kind: parcelEvents.kind,
          reason: parcelEvents.reason,
          happenedAt: parcelEvents.happenedAt,
          recordedBy: parcelEvents.recordedBy,
        })
        .from(parcelEvents)
        .where(inArray(parcelEvents.sellerOrderId, [...sellerOrderIds]))
        .orderBy(asc(parcelEvents.id));
      for (const row of rows) {
        const timeline = timelines.get(row.sellerOrderId) ?? [];
        timeline.push(parcelEventView(row));
        timelines.set(row.sellerOrderId, timeline);
      }
      return timelines;
    },
  };
}
