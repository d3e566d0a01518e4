import { z } from 'zod';

/** A line of an order as it was bought (name, brand and price copied at purchase); money in paisa. The buyer, the seller and the admins read the same shape. */
export const orderLineSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  brandName: z.string(),
  image: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  total: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
