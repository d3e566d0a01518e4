import { z } from 'zod';

/** Who placed an order: what the order lists of the buyer, the seller's and the admins'. */
export const orderCustomerSchema = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
});

/** Where an order goes: the phone the courier calls and the address. */
export const orderAddressSchema = z.object({
  customerPhone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** Who an order goes to and where, as its buyer, its sellers and the admins read it. */
export const orderRecipientSchema = orderCustomerSchema.extend(orderAddressSchema.shape);
export type OrderRecipient = z.infer<typeof orderRecipientSchema>;

/** What the buyer told the courier besides the address ('' when nothing). */
export const deliveryNotesSchema = z.object({
  landmark: z.string(),
  deliveryInstructions: z.string(),
});

/** An order's or a seller order's amounts in paisa: item sales, shipping charged and the coupon's discount. */
export const orderAmountsSchema = z.object({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
});
