import type { DeliveryTimes } from '@onsale/core/contracts/places';
import { deliveryDaysSchema } from '@onsale/core/contracts/places';
import { DEFAULT_DELIVERY_DAYS_BY_CITY, STANDARD_DELIVERY_DAYS, type DeliveryDays } from '@onsale/core/places';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../audit/audit.repository';
import { createSettingsRepository } from './settings.repository';

/** Where the days per city live among the settings. */
const KEY = 'deliveryDaysByCity';
const storedSchema = z.record(z.string(), deliveryDaysSchema);

async function readByCity(db: Executor): Promise<Record<string, DeliveryDays>> {
  const parsed = storedSchema.safeParse((await createSettingsRepository(db).read([KEY]))[KEY]);
  return parsed.success ? parsed.data : { ...DEFAULT_DELIVERY_DAYS_BY_CITY };
}

/**
 * How many business days a parcel takes to each city, as the admin keeps them (a new shop starts
 * with the couriers' hub cities at 2-3 days); anywhere else takes the standard 4-5. The product
 * page's delivery check reads them.
 */
export function createDeliveryTimesService(db: Database) {
  return {
    async get(): Promise<DeliveryTimes> {
      return { byCity: await readByCity(db), standard: STANDARD_DELIVERY_DAYS };
    },

    async update(actorId: string, byCity: Record<string, DeliveryDays>): Promise<DeliveryTimes> {
      return db.transaction(async (tx) => {
        const before = await readByCity(tx);
        await createSettingsRepository(tx).write({ [KEY]: byCity });
        await recordAudit(tx, {
          actorId,
          action: 'settings.delivery_days',
          entity: 'settings',
          entityId: KEY,
          before,
          after: byCity,
        });
        return { byCity, standard: STANDARD_DELIVERY_DAYS };
      });
    },
  };
}
