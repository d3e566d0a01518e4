import { DEFAULT_CASH_ON_DELIVERY_SETTINGS } from '@onsale/core/cash-on-delivery';
import { DEFAULT_CONFIRMATION_SETTINGS } from '@onsale/core/order-confirmation';
import { RETURN_WINDOW_DAYS } from '@onsale/core/returns';
import type { PublicSettings, ShopSettings, ShopSettingsInput } from '@onsale/core/contracts/admin';
import { shopSettingsSchema } from '@onsale/core/contracts/admin';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../audit/audit.repository';
import { createSettingsRepository } from './settings.repository';

/** What the shop shows until an admin changes it (support hours from the spec, 10% commission). */
export const DEFAULT_SETTINGS: ShopSettings = {
  shopName: 'OnSale',
  supportEmail: 'support@onsale.pk',
  supportPhone: '+92 42 111 667 253',
  supportHours: 'Mon-Fri 9 AM-6 PM',
  defaultCommissionRateBp: 1000,
  ...DEFAULT_CASH_ON_DELIVERY_SETTINGS,
  ...DEFAULT_CONFIRMATION_SETTINGS,
  returnWindowDays: RETURN_WINDOW_DAYS,
  finalSaleCategories: [],
  shippingKeptBy: 'seller',
};
export const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof ShopSettings)[];
const KEYS = SETTINGS_KEYS;

/** One row per setting; a missing or malformed value falls back to its default. */
export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  return shopSettingsOf(await createSettingsRepository(db).read(KEYS));
}

/** The settings from their stored values by key (see settingsSelect): a missing or malformed value is its default. */
export function shopSettingsOf(stored: Record<string, unknown>): ShopSettings {
  const result = { ...DEFAULT_SETTINGS };
  for (const key of KEYS) {
    const parsed = shopSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) (result as Record<string, unknown>)[key] = parsed.data;
  }
  return result;
}

/** The commission a new seller starts with. */
export async function defaultCommissionRateBp(db: Executor): Promise<number> {
  return (await readShopSettings(db)).defaultCommissionRateBp;
}

export function publicSettingsOf(all: ShopSettings): PublicSettings {
  return {
    shopName: all.shopName,
    supportEmail: all.supportEmail,
    supportPhone: all.supportPhone,
    supportHours: all.supportHours,
  };
}

export function createSettingsService(db: Database) {
  return {
    get: () => readShopSettings(db),

    async update(actorId: string, input: ShopSettingsInput): Promise<ShopSettings> {
      return db.transaction(async (tx) => {
        const before = await readShopSettings(tx);
        const given = KEYS.filter((key) => input[key] !== undefined);
        await createSettingsRepository(tx).write(Object.fromEntries(given.map((key) => [key, input[key]])));
        const after = await readShopSettings(tx);
        await recordAudit(tx, {
          actorId,
          action: 'settings.update',
          entity: 'settings',
          entityId: null,
          before,
          after,
        });
        return after;
      });
    },
  };
}
