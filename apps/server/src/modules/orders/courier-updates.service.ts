import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { COURIER_NAMES, COURIERS, type Courier } from '@onsale/core/couriers';
import type { CourierEvent } from '@onsale/core/contracts/parcel-events';
import { PARCEL_EVENT_MESSAGES } from '@onsale/core/parcel-events';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/errors';
import { recordParcelEvent } from '../../workflows/parcel-events.workflow';
import type { SellerOrderStatusDeps } from '../../workflows/seller-order-status.workflow';
import { recordAudit } from '../audit/audit.repository';
import { createSettingsRepository } from '../settings/settings.repository';
import { createParcelEventsRepository } from './parcel-events.repository';
import { createSellerOrdersRepository } from './seller-orders.repository';

/** Where the couriers' secrets live among the settings: only each secret's sha-256 and when it was made. */
const SECRETS_KEY = 'courierWebhookSecrets';
const storedSecretsSchema = z.record(z.string(), z.object({ hash: z.string(), setAt: z.string() }));
type StoredSecrets = z.infer<typeof storedSecretsSchema>;

/** The address couriers send their updates to, its courier in the path. */
export const COURIER_UPDATES_PATH = '/api/couriers/{courier}/events';

/** A courier's update may be a few minutes ahead of this node's clock, never more. */
const CLOCK_SKEW_MS = 5 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The stored secrets' hashes by courier; none when nothing readable is stored. */
async function readSecrets(db: Executor): Promise<StoredSecrets> {
  const parsed = storedSecretsSchema.safeParse((await createSettingsRepository(db).read([SECRETS_KEY]))[SECRETS_KEY]);
  return parsed.success ? parsed.data : {};
}

export interface CourierUpdatesDeps extends SellerOrderStatusDeps {
  db: Database;
}

/**
 * Couriers' own updates of the parcels they carry (decision 0059): each courier has a secret the
 * admin makes in the settings and gives to the courier; an update names the parcel by its tracking
 * number and carries the courier's id of the update, so an update sent again changes nothing. The
 * update itself is recorded like a seller's or admin's (workflows/parcel-events.workflow.ts).
 */
export function createCourierUpdatesService(deps: CourierUpdatesDeps) {
  const { db } = deps;

  /** Replaces one courier's secret (or removes it with null) in one transaction that locks the settings row. */
  async function writeSecret(actorId: string, courier: Courier, hash: string | null): Promise<void> {
    await db.transaction(async (tx) => {
      const secrets = await readSecrets(tx);
      const had = courier in secrets;
      if (hash === null) delete secrets[courier];
      else secrets[courier] = { hash, setAt: new Date().toISOString() };
      await createSettingsRepository(tx).write({ [SECRETS_KEY]: secrets });
      // The secret itself is never kept, not even in the log: only that it changed.
      await recordAudit(tx, {
        actorId,
        action: hash === null ? 'courier_updates.off' : 'courier_updates.new_secret',
        entity: 'courier',
        entityId: courier,
        before: { on: had },
        after: { on: hash !== null },
      });
    });
  }

  return {
    /** Every courier, and whether its updates are on. */
    async list() {
      const secrets = await readSecrets(db);
      return {
        data: COURIERS.filter((courier) => courier !== 'other').map((courier) => ({
          courier,
          name: COURIER_NAMES[courier],
          on: courier in secrets,
          setAt: secrets[courier]?.setAt ?? null,
        })),
        path: COURIER_UPDATES_PATH,
      };
    },

    /** A new secret for a courier, shown this once: the old one stops working. */
    async newSecret(actorId: string, courier: Courier): Promise<{ courier: Courier; secret: string }> {
      if (courier === 'other') throw badRequest('Updates come only from a courier the shop knows');
      const secret = `onsale_${randomBytes(24).toString('base64url')}`;
      await writeSecret(actorId, courier, sha256(secret).toString('hex'));
      return { courier, secret };
    },

    async turnOff(actorId: string, courier: Courier): Promise<void> {
      await writeSecret(actorId, courier, null);
    },

    /** One update from a courier: 401 without its secret, 404 for a tracking number it never carried. */
    async receive(
      courier: Courier,
      authorization: string | undefined,
      update: CourierEvent,
    ): Promise<{ recorded: boolean; trackingNumber: string; status: string }> {
      const stored = (await readSecrets(db))[courier];
      const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!stored || !given || !timingSafeEqual(sha256(given), Buffer.from(stored.hash, 'hex')))
        throw unauthorized(PARCEL_EVENT_MESSAGES.secretInvalid);
      const parts = createSellerOrdersRepository(db);
      const events = createParcelEventsRepository(db);
      const part = await parts.findByTrackingNumber(courier, update.trackingNumber);
      if (!part) throw notFound(PARCEL_EVENT_MESSAGES.parcelNotFound);
      const answer = async (recorded: boolean) => ({
        recorded,
        trackingNumber: update.trackingNumber,
        status: (await parts.findByTrackingNumber(courier, update.trackingNumber))?.status ?? part.status,
      });
      if (await events.hasCourierEvent(courier, update.eventId)) return answer(false);
      const happenedAt = update.happenedAt ? new Date(update.happenedAt) : new Date();
      if (happenedAt.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest(PARCEL_EVENT_MESSAGES.happenedInFuture);
      try {
        await recordParcelEvent(deps, {
          actorId: null,
          sellerOrderId: part.id,
          event: update.event,
          reason: update.reason,
          recordedBy: 'courier',
          courier,
          courierEventId: update.eventId,
          happenedAt,
        });
      } catch (error) {
        // The same update sent twice at once: the other request recorded it.
        const refused = isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409);
        if (refused && (await events.hasCourierEvent(courier, update.eventId))) return answer(false);
        throw error;
      }
      return answer(true);
    },
  };
}

export type CourierUpdatesService = ReturnType<typeof createCourierUpdatesService>;
