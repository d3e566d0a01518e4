/**
 * Returns and exchanges, written once: what a shopper may ask for an item of a delivered parcel,
 * who may move a return on and to what, and what an accepted return gives back. The server changes
 * a return's status in one conditional UPDATE from the statuses an action allows here.
 *
 *   requested → approved → on its way → received → inspected → refunded | exchange shipped
 *            ↘ rejected → escalated → approved | closed          ↘ closed (rejected at inspection, sent back)
 *   requested | approved → withdrawn (by the shopper)
 *
 * OnSale credit is given in the inspection's own statement, so a return for credit goes from
 * received straight to refunded; a refund to a bank or wallet waits for the admin to record it.
 */
import { SHIPPING_PER_LINE, shareOut } from './bag';
import { formatRupees } from './money';
import { addBusinessDays } from './places';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'escalated',
  'withdrawn',
  'on_its_way',
  'received',
  'inspected',
  'refunded',
  'exchange_shipped',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the shopper, the seller and the admin read for each status. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Waiting for the seller',
  approved: 'Approved: send the item back',
  rejected: 'Rejected',
  escalated: 'With OnSale for a decision',
  withdrawn: 'Withdrawn',
  on_its_way: 'On its way back',
  received: 'Received by the seller',
  inspected: 'Accepted',
  refunded: 'Refunded',
  exchange_shipped: 'Exchange shipped',
  closed: 'Closed',
};

/** Statuses in which nothing more happens. */
export const FINISHED_RETURN_STATUSES: readonly ReturnStatus[] = [
  'withdrawn',
  'refunded',
  'exchange_shipped',
  'closed',
];

export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'not_as_pictured',
  'damaged',
  'wrong_item',
  'changed_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  not_as_pictured: 'Not as pictured',
  damaged: 'Damaged or defective',
  wrong_item: 'Wrong item',
  changed_mind: 'Changed my mind',
};

/** The seller's fault: the shopper's shipping charge for the item comes back too. */
export const SELLERS_FAULT: readonly ReturnReason[] = ['not_as_pictured', 'damaged', 'wrong_item'];
/** A photo shows what is wrong: the request needs at least one. */
export const PHOTO_NEEDED: readonly ReturnReason[] = ['damaged', 'wrong_item'];
/** A request the seller has not answered in time is approved, unless the shopper only changed their mind. */
export const APPROVED_WHEN_UNANSWERED: readonly ReturnReason[] = RETURN_REASONS.filter((r) => r !== 'changed_mind');

/** What the shopper wants instead of the item. */
export const RETURN_WANTS = ['exchange', 'credit', 'bank', 'wallet'] as const;
export type ReturnWant = (typeof RETURN_WANTS)[number];

export const RETURN_WANT_LABELS: Record<ReturnWant, string> = {
  exchange: 'Exchange for another size',
  credit: 'OnSale credit',
  bank: 'Refund to my bank account',
  wallet: 'Refund to my JazzCash or Easypaisa wallet',
};

export const WALLETS = ['jazzcash', 'easypaisa'] as const;
export type Wallet = (typeof WALLETS)[number];
export const WALLET_NAMES: Record<Wallet, string> = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };

/** How an inspection ends: every item as asked, some of them, or none (the items are sent back). */
export const INSPECTION_OUTCOMES = ['accepted', 'partly', 'rejected'] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];
export const INSPECTION_OUTCOME_LABELS: Record<InspectionOutcome, string> = {
  accepted: 'Accepted',
  partly: 'Partly accepted',
  rejected: 'Rejected and sent back',
};

export const RETURN_WINDOW_DAYS = 30;
export const SELLER_ANSWER_HOURS = 48;
export const REFUND_BUSINESS_DAYS = 7;
export const RETURN_PHOTOS_MAX = 5;
export const RETURN_NOTE_MAX_LENGTH = 500;

export const RETURN_ACTORS = ['shopper', 'seller', 'admin', 'shop'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];

/**
 * Every move of a return: the statuses it may start from, who may make it, and where it leads
 * (an inspection's end depends on its outcome and on what the shopper wants: see statusAfterInspection).
 */
export const RETURN_ACTIONS = {
  approve: { from: ['requested'], by: ['seller', 'admin', 'shop'], to: 'approved' },
  reject: { from: ['requested'], by: ['seller', 'admin'], to: 'rejected' },
  escalate: { from: ['rejected'], by: ['shopper'], to: 'escalated' },
  /** the admin's decision on an escalated rejection */
  overrule: { from: ['escalated'], by: ['admin'], to: 'approved' },
  uphold: { from: ['escalated'], by: ['admin'], to: 'closed' },
  withdraw: { from: ['requested', 'approved'], by: ['shopper'], to: 'withdrawn' },
  send: { from: ['approved'], by: ['shopper'], to: 'on_its_way' },
  receive: { from: ['approved', 'on_its_way'], by: ['seller', 'admin'], to: 'received' },
  inspect: { from: ['received'], by: ['seller', 'admin'], to: null },
  refund: { from: ['inspected'], by: ['admin'], to: 'refunded' },
  ship_exchange: { from: ['inspected'], by: ['seller', 'admin'], to: 'exchange_shipped' },
} as const satisfies Record<
  string,
  { from: readonly ReturnStatus[]; by: readonly ReturnActor[]; to: ReturnStatus | null }
>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

export function mayAct(action: ReturnAction, actor: ReturnActor): boolean {
  return (RETURN_ACTIONS[action].by as readonly ReturnActor[]).includes(actor);
}

/** The statuses a return must be in for `action`: what the conditional UPDATE checks. */
export function statusesBefore(action: ReturnAction): readonly ReturnStatus[] {
  return RETURN_ACTIONS[action].from;
}

/** The actions open to `actor` on a return in `status`, for the buttons each page shows. */
export function nextReturnActions(status: ReturnStatus, actor: ReturnActor, wants: ReturnWant): ReturnAction[] {
  return (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((action) => {
    if (!mayAct(action, actor) || !statusesBefore(action).includes(status)) return false;
    if (action === 'refund') return wants === 'bank' || wants === 'wallet';
    if (action === 'ship_exchange') return wants === 'exchange';
    return true;
  });
}

/**
 * Where an inspection leaves a return: rejected, it is closed and the items go back to the shopper;
 * accepted for credit, refunded at once; otherwise accepted, waiting for the refund or the exchange.
 */
export function statusAfterInspection(outcome: InspectionOutcome, wants: ReturnWant): ReturnStatus {
  if (outcome === 'rejected') return 'closed';
  return wants === 'credit' ? 'refunded' : 'inspected';
}

/** The outcome the accepted quantities make: all, some or none of what was asked. */
export function inspectionOutcomeOf(lines: ReadonlyArray<{ quantity: number; accepted: number }>): InspectionOutcome {
  const accepted = lines.reduce((sum, line) => sum + line.accepted, 0);
  if (accepted === 0) return 'rejected';
  return lines.every((line) => line.accepted === line.quantity) ? 'accepted' : 'partly';
}

/** The last day a delivered parcel's items may be returned. */
export function returnWindowEnds(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * 24 * 60 * 60 * 1000);
}

export function withinReturnWindow(deliveredAt: Date | null, days: number, now: Date): boolean {
  return deliveredAt !== null && now <= returnWindowEnds(deliveredAt, days);
}

/** When the seller must have answered a request, else it is approved when its reason allows. */
export const answerDueAt = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + SELLER_ANSWER_HOURS * 60 * 60 * 1000);

/** When the refund is due: seven business days after the return was received. */
export const refundDueAt = (receivedAt: Date): Date => addBusinessDays(receivedAt, REFUND_BUSINESS_DAYS);

/** One item of a parcel as bought, and how many of it come back. */
export interface ReturnedLine {
  /** paisa per unit, as bought */
  price: number;
  /** bought */
  quantity: number;
  /** paisa: the line's share of the parcel's coupon discount (see lineDiscounts) */
  discount: number;
  /** coming back (accepted at inspection) */
  returned: number;
}

/** Each line's share of a parcel's coupon discount, shared out by the lines' totals to the paisa. */
export function lineDiscounts(partDiscount: number, lines: ReadonlyArray<{ total: number }>): number[] {
  return shareOut(
    partDiscount,
    lines.map((line) => line.total),
  );
}

/**
 * What the returned items were paid, in paisa: their price less their share of the coupon. The
 * seller's earnings give back this much, and its commission is reversed with it.
 */
export function returnedGoods(lines: readonly ReturnedLine[]): number {
  return lines.reduce((sum, line) => {
    if (line.returned <= 0) return sum;
    const [discountShare] = shareOut(line.discount, [line.returned, line.quantity - line.returned]);
    return sum + line.price * line.returned - discountShare!;
  }, 0);
}

/**
 * What an accepted return gives back, in paisa: the returned goods (returnedGoods) and, when the
 * seller was at fault, the shipping charge of each line that comes back whole.
 */
export function refundOf(lines: readonly ReturnedLine[], reason: ReturnReason): number {
  const sellersFault = SELLERS_FAULT.includes(reason);
  const shipping = lines.filter((line) => sellersFault && line.returned > 0 && line.returned === line.quantity).length;
  return returnedGoods(lines) + shipping * SHIPPING_PER_LINE;
}

/** A Pakistani IBAN: PK, two check digits, four letters of the bank, sixteen digits; its check digits hold (ISO 13616). */
export function isPakistaniIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^PK\d{2}[A-Z]{4}\d{16}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const normaliseIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered item can be returned',
  windowOver: (days: number) => `The ${days}-day return window for this item has ended`,
  finalSale: 'This item is final sale and cannot be returned',
  quantity: (left: number) =>
    left === 0 ? 'This item has already been returned' : `You can return at most ${left} of this item`,
  reason: 'Please choose why you are returning the item',
  photoNeeded: 'Please add a photo that shows the problem',
  tooManyPhotos: `Please add at most ${RETURN_PHOTOS_MAX} photos`,
  unopened: 'Beauty items can be returned only unopened: please confirm the item is unopened',
  wants: 'Please choose what you would like instead',
  exchangeSize: 'Please choose the size you would like instead',
  exchangeUnavailable: 'That size is out of stock: please choose another size or a refund',
  noSizes: 'This item comes in one size: please choose a refund',
  iban: 'Please enter a valid Pakistani IBAN (PK followed by 22 characters)',
  accountTitle: 'Please enter the account title, in your name',
  walletNumber: 'Please enter the mobile number of your wallet',
  wallet: 'Please choose JazzCash or Easypaisa',
  rejectReason: 'Please say why the return is rejected',
  refundReference: "Please enter the bank's or wallet's reference of the refund",
  accepted: 'Accepted quantities cannot be more than were returned',
  tracking: 'Please enter the courier and the tracking number',
  notFound: 'Return not found',
} as const;

/** "You will get Rs. 2,750 as OnSale credit". */
export function refundText(amount: number, wants: ReturnWant): string {
  if (wants === 'exchange') return 'You will get the new size, with nothing to pay';
  if (wants === 'credit') return `You will get ${formatRupees(amount)} as OnSale credit`;
  return `You will get ${formatRupees(amount)} back within ${REFUND_BUSINESS_DAYS} business days of the seller receiving the item`;
}

/** Why `action` cannot be taken on a return in `status`, in words the caller understands. */
export function returnActionRefusal(action: ReturnAction, status: ReturnStatus): string {
  return `A return that is ${RETURN_STATUS_LABELS[status].toLowerCase()} cannot be ${ACTION_WORDS[action]}`;
}

const ACTION_WORDS: Record<ReturnAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  escalate: 'sent to OnSale',
  overrule: 'approved',
  uphold: 'closed',
  withdraw: 'withdrawn',
  send: 'marked as sent',
  receive: 'marked as received',
  inspect: 'inspected',
  refund: 'marked as refunded',
  ship_exchange: 'marked as exchange shipped',
};
