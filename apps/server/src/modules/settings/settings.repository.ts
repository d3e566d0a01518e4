import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

/** The shop settings: one row per key, its value as JSON. */
export function createSettingsRepository(db: Executor) {
  return {
    async read(keys: readonly string[]): Promise<Record<string, unknown>> {
      const rows = await db
        .select()
        .from(settings)
        .where(inArray(settings.key, [...keys]));
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },

    async write(values: Record<string, unknown>): Promise<void> {
      const now = new Date();
      for (const [key, value] of Object.entries(values)) {
        await db
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
      }
    },
  };
}

/** The stored values of these settings as one JSON object by key, for a statement that reads them with others. */
export function settingsSelect(keys: readonly string[]): SQL<Record<string, unknown>> {
  return sql`(select coalesce(json_object_agg(${settings.key}, ${settings.value}), '{}'::json) from ${settings} where ${inArray(settings.key, [...keys])})`;
}
