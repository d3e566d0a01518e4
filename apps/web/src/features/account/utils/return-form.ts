import { returnRequestBodySchema, type ReturnOptions, type ReturnRequestBody } from '@onsale/core/contracts/returns';
import {
  refundOf,
  RETURN_MESSAGES,
  SELLERS_FAULT,
  type ReturnReason,
  type ReturnWant,
  type Wallet,
} from '@onsale/core/returns';

/** The request form as the shopper fills it: nothing chosen yet is ''. */
export interface ReturnForm {
  quantity: number;
  reason: ReturnReason | '';
  note: string;
  photos: string[];
  unopened: boolean;
  wants: ReturnWant | '';
  exchangeSize: string;
  accountTitle: string;
  iban: string;
  wallet: Wallet | '';
  walletNumber: string;
}

export const emptyReturnForm: ReturnForm = {
  quantity: 1,
  reason: '',
  note: '',
  photos: [],
  unopened: false,
  wants: '',
  exchangeSize: '',
  accountTitle: '',
  iban: '',
  wallet: '',
  walletNumber: '',
};

/** A field's message, keyed as the server keys its 400's `error.fields`. */
export type ReturnFormErrors = Partial<Record<keyof ReturnForm, string>>;

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** What POST /api/account/returns is sent: only the fields of what the shopper wants. */
export function returnBodyOf(itemId: string, form: ReturnForm, unopenedRequired: boolean): ReturnRequestBody {
  const { wants } = form;
  return {
    itemId,
    quantity: form.quantity,
    reason: form.reason as ReturnReason,
    ...(given(form.note) ? { note: form.note.trim() } : {}),
    photos: form.photos,
    ...(unopenedRequired ? { unopened: form.unopened } : {}),
    wants: wants as ReturnWant,
    ...(wants === 'exchange' ? { exchangeSize: given(form.exchangeSize) } : {}),
    ...(wants === 'bank' || wants === 'wallet' ? { accountTitle: given(form.accountTitle) } : {}),
    ...(wants === 'bank' ? { iban: given(form.iban) } : {}),
    ...(wants === 'wallet' ? { wallet: form.wallet || undefined, walletNumber: given(form.walletNumber) } : {}),
  };
}

/**
 * What is wrong with the form before it is sent, field by field, by the schema the server checks
 * with, and the options' own rules (the item's quantity, an unopened beauty item, a size in stock).
 */
export function returnFormErrors(body: ReturnRequestBody, options: ReturnOptions): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  const parsed = returnRequestBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReturnForm | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (body.quantity > options.returnable) errors.quantity = RETURN_MESSAGES.quantity(options.returnable);
  if (options.unopenedRequired && !body.unopened) errors.unopened = RETURN_MESSAGES.unopened;
  if (
    body.wants === 'exchange' &&
    body.exchangeSize &&
    !options.sizes.some((size) => size.size === body.exchangeSize && size.inStock)
  )
    errors.exchangeSize = RETURN_MESSAGES.exchangeUnavailable;
  return errors;
}

/** What the return would give back for `quantity` of the item (core's refundOf), before the seller inspects it. */
export function refundPreview(options: ReturnOptions, quantity: number, reason: ReturnReason): number {
  const { price, quantity: bought } = options.item;
  return refundOf([{ price, quantity: bought, discount: options.lineDiscount, returned: quantity }], reason);
}

/**
 * The sizes the item may be exchanged for: those in stock, other than the one bought unless the
 * seller was at fault (a damaged or wrong item is replaced in the same size).
 */
export const exchangeSizes = (options: ReturnOptions, reason: ReturnReason | '' = ''): string[] =>
  options.sizes
    .filter(
      (size) => size.inStock && (size.size !== options.item.size || (reason !== '' && SELLERS_FAULT.includes(reason))),
    )
    .map((size) => size.size);
