import { z } from 'zod';
import { CITIES, MAX_DELIVERY_DAYS, PLACE_MESSAGES } from '../places';

const days = z
  .number({ error: PLACE_MESSAGES.deliveryDays })
  .int(PLACE_MESSAGES.deliveryDays)
  .min(1, PLACE_MESSAGES.deliveryDays)
  .max(MAX_DELIVERY_DAYS, PLACE_MESSAGES.deliveryDays);

export const deliveryDaysSchema = z.object({ min: days, max: days });

const CITY_NAMES = CITIES.map((city) => city.name);

/** GET /api/delivery-days: the business days a parcel takes, per city the admin named and anywhere else. */
export const deliveryTimesSchema = z.object({
  byCity: z.record(z.string(), deliveryDaysSchema),
  standard: deliveryDaysSchema,
});
export type DeliveryTimes = z.infer<typeof deliveryTimesSchema>;

/** PUT /api/admin/delivery-days: the whole list again; a city left out takes the standard days. */
export const deliveryTimesBodySchema = z
  .object({
    byCity: z.record(
      z.string().refine((name) => CITY_NAMES.includes(name), 'Please choose a city from the list'),
      deliveryDaysSchema,
    ),
  })
  .superRefine((value, ctx) => {
    for (const [city, { min, max }] of Object.entries(value.byCity))
      if (min > max) ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.deliveryDays, path: ['byCity', city] });
  });
export type DeliveryTimesBody = z.input<typeof deliveryTimesBodySchema>;
