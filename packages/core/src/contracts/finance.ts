import { z } from 'zod';
import {
  BANK_ACCOUNT_STATUSES,
  BANK_DOCUMENTS_MAX,
  FINANCE_MESSAGES,
  isCnic,
  isNtn,
  LEDGER_KINDS,
  normaliseCnic,
  normaliseNtn,
  PAKISTANI_BANKS,
  PAYOUT_STATUSES,
} from '../finance';
import { COURIERS } from '../couriers';
import { UUID_PATTERN } from '../ids';
import { REMITTANCE_MAX_BYTES, REMITTANCE_MESSAGES, REMITTANCE_STATUSES, UNREMITTED_AFTER_DAYS } from '../remittances';
import { isPakistaniIban, normaliseIban } from '../returns';
import { oneLine } from './text';

const uuid = () => z.string().regex(UUID_PATTERN, 'is not valid');
const reason = z
  .string()
  .trim()
  .min(1, FINANCE_MESSAGES.reason)
  .max(500, 'must be at most 500 characters')
  .check(oneLine());

// ─── The seller's ledger ────────────────────────────────────────────────────
export const ledgerLineSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** the order part of a sale or a return */
  sellerOrderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  returnNumber: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** an adjustment's reason, a payout's note */
  note: z.string(),
  /** when it happened: delivered, a return accepted, an adjustment made, a payout scheduled or failed */
  at: z.string(),
  /** the items at their price before the marketplace's coupon (a sale; negative for a return) */
  gross: z.number().int(),
  /** the shipping charge credited to the seller */
  shipping: z.number().int(),
  commissionRateBp: z.number().int().nullable(),
  commission: z.number().int(),
  /** what the line adds to the balance: gross + shipping − commission, or an adjustment's or payout's amount */
  net: z.number().int(),
  /** when it counts towards a payout; before then it is on hold */
  payableAt: z.string(),
  onHold: z.boolean(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const bankAccountSchema = z.object({
  accountTitle: z.string(),
  bankName: z.string(),
  iban: z.string(),
  cnic: z.string().nullable(),
  ntn: z.string().nullable(),
  /** the pictures of the CNIC or the bank's letter */
  documents: z.array(z.string()),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  refusalReason: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  note: z.string(),
  runId: z.string().nullable(),
  /** the account it was sent to, as it was when the payout was made */
  accountTitle: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  reference: z.string().nullable(),
  failureReason: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/seller/earnings and GET /api/admin/sellers/:id/earnings */
export const sellerEarningsSchema = z.object({
  commissionRateBp: z.number().int(),
  /** the shop's money rules as the seller reads them (core's moneyRules) */
  rules: z.array(z.string()),
  ledger: z.array(ledgerLineSchema),
  payouts: z.array(payoutSchema),
  bankAccount: bankAccountSchema.nullable(),
  totals: z.object({
    /** sales less returns */
    gross: z.number().int(),
    shipping: z.number().int(),
    commission: z.number().int(),
    /** what the sales and returns earned: gross + shipping − commission */
    net: z.number().int(),
    adjustments: z.number().int(),
    /** paid or being paid, less payouts that failed */
    paidOut: z.number().int(),
    /** the sum of every line: net + adjustments − paid out */
    balance: z.number().int(),
    /** the sum of the lines still on hold */
    onHold: z.number().int(),
    /** what a payout may pay now: the balance less what is on hold */
    payable: z.number().int(),
  }),
});
export type SellerEarnings = z.infer<typeof sellerEarningsSchema>;

// ─── Statements ─────────────────────────────────────────────────────────────
export const statementSummarySchema = z.object({
  week: z.string(),
  weekEnd: z.string(),
  opening: z.number().int(),
  earned: z.number().int(),
  paidOut: z.number().int(),
  closing: z.number().int(),
  toPay: z.number().int(),
  lines: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

/** GET /api/seller/statements */
export const statementsSchema = z.object({ statements: z.array(statementSummarySchema) });

/** GET /api/seller/statements/:week */
export const statementSchema = statementSummarySchema.extend({
  brandName: z.string(),
  lines: z.array(ledgerLineSchema),
  lineCount: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

/** A statement's week is its Monday, YYYY-MM-DD; any other day is no statement (404). */
export const statementParamsSchema = z.object({ week: z.string().max(40) });

// ─── The seller's bank account ──────────────────────────────────────────────
/** PUT /api/seller/bank-account: a new or changed account, verified again by OnSale. */
export const bankAccountInputSchema = z
  .object({
    accountTitle: z
      .string()
      .trim()
      .min(2, FINANCE_MESSAGES.accountTitle)
      .max(100, 'must be at most 100 characters')
      .check(oneLine()),
    bankName: z.enum(PAKISTANI_BANKS, { error: FINANCE_MESSAGES.bankName }),
    iban: z.string().max(60, FINANCE_MESSAGES.iban).transform(normaliseIban),
    cnic: z.string().trim().max(20, FINANCE_MESSAGES.cnic).default(''),
    ntn: z.string().trim().max(20, FINANCE_MESSAGES.ntn).default(''),
    documents: z
      .array(z.string().max(300))
      .max(BANK_DOCUMENTS_MAX, `Add at most ${BANK_DOCUMENTS_MAX} pictures`)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!isPakistaniIban(value.iban)) problem('iban', FINANCE_MESSAGES.iban);
    if (value.cnic && !isCnic(value.cnic)) problem('cnic', FINANCE_MESSAGES.cnic);
    if (value.ntn && !isNtn(value.ntn)) problem('ntn', FINANCE_MESSAGES.ntn);
    if (!value.cnic && !value.ntn) problem('cnic', FINANCE_MESSAGES.cnicOrNtn);
    if (value.documents.length === 0) problem('documents', FINANCE_MESSAGES.documents);
  })
  .transform((value) => ({
    ...value,
    cnic: value.cnic ? normaliseCnic(value.cnic) : null,
    ntn: value.ntn ? normaliseNtn(value.ntn) : null,
  }));
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

export const bankAccountAnswerSchema = z.object({ bankAccount: bankAccountSchema.nullable() });

// ─── The admin's reviews, adjustments and payout runs ──────────────────────
export const bankAccountsQuerySchema = z.object({
  status: z
    .enum([...BANK_ACCOUNT_STATUSES, 'all'], { error: 'must be one of pending, verified, refused, all' })
    .default('pending'),
});
export const sellerBankAccountSchema = bankAccountSchema.extend({
  sellerId: z.string(),
  brandName: z.string(),
  email: z.string(),
});
export const sellerBankAccountsSchema = z.object({ items: z.array(sellerBankAccountSchema) });

export const sellerIdParamsSchema = z.object({ sellerId: uuid() });

/** The admin verifies the account as they read it: one the seller changed meanwhile is not verified unseen. */
export const bankAccountReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('verify'), submittedAt: z.string().max(40) }),
    z.object({ decision: z.literal('refuse'), submittedAt: z.string().max(40), reason }),
  ],
  { error: 'must be verify or refuse' },
);

/** POST /api/admin/sellers/:id/adjustments: money added (positive) or taken (negative), with why. */
export const adjustmentInputSchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be a whole number of paisa')
    .min(-1_000_000_000, 'Amount is too large')
    .max(1_000_000_000, 'Amount is too large')
    .refine((value) => value !== 0, FINANCE_MESSAGES.adjustmentAmount),
  reason,
});

export const payoutRunInputSchema = z.object({
  minimum: z
    .number({ error: 'Minimum must be a number' })
    .int('Minimum must be a whole number of paisa')
    .min(1, 'Minimum must be more than zero')
    .max(1_000_000_000, 'Minimum is too large'),
});

export const payoutDueQuerySchema = z.object({
  minimum: z.coerce.number({ error: 'Minimum must be a number' }).int().min(1).max(1_000_000_000).optional(),
});

/** A seller with a payable balance: paid by the next run, or waiting for a verified bank account. */
export const payoutDueSchema = z.object({
  minimum: z.number().int(),
  ready: z.array(z.object({ sellerId: z.string(), brandName: z.string(), payable: z.number().int() })),
  waiting: z.array(
    z.object({
      sellerId: z.string(),
      brandName: z.string(),
      payable: z.number().int(),
      /** none: no account added */
      bankAccount: z.enum([...BANK_ACCOUNT_STATUSES, 'none']),
    }),
  ),
});

export const payoutRunSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  minimum: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  payouts: z.number().int(),
  total: z.number().int(),
  scheduled: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});
export const payoutRunsSchema = z.object({ runs: z.array(payoutRunSummarySchema) });

export const runPayoutSchema = payoutSchema.extend({ sellerId: z.string(), brandName: z.string() });
export const payoutRunSchema = payoutRunSummarySchema.extend({ items: z.array(runPayoutSchema) });
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const payoutMoveSchema = z.discriminatedUnion(
  'move',
  [
    z.object({
      move: z.literal('pay'),
      reference: z
        .string()
        .trim()
        .min(1, FINANCE_MESSAGES.reference)
        .max(100, 'must be at most 100 characters')
        .check(oneLine()),
    }),
    z.object({ move: z.literal('fail'), reason }),
  ],
  { error: 'must be pay or fail' },
);

// ─── Couriers' cash-on-delivery remittances ─────────────────────────────────
/** POST /api/admin/remittances: a courier's report, read by the browser and sent as text. */
export const remittanceUploadSchema = z.object({
  courier: z.enum(COURIERS, { error: 'Choose the courier' }),
  fileName: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  content: z
    .string({ error: REMITTANCE_MESSAGES.empty })
    .min(1, REMITTANCE_MESSAGES.empty)
    .max(REMITTANCE_MAX_BYTES, REMITTANCE_MESSAGES.tooLarge),
});

export const remittanceRowSchema = z.object({
  id: z.string(),
  row: z.number().int(),
  courier: z.enum(COURIERS),
  trackingNumber: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  remittedOn: z.string(),
  status: z.enum(REMITTANCE_STATUSES),
  /** what the rider should have collected for the parcel: null when no parcel matched */
  expected: z.number().int().nullable(),
  sellerOrderId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  brandName: z.string().nullable(),
  uploadId: z.string(),
});
export type RemittanceRow = z.infer<typeof remittanceRowSchema>;

export const remittanceReportSummarySchema = z.object({
  id: z.string(),
  courier: z.enum(COURIERS),
  fileName: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  rows: z.number().int(),
  matched: z.number().int(),
  amountDiffers: z.number().int(),
  unknownParcel: z.number().int(),
  duplicate: z.number().int(),
  /** paisa: the amounts collected and the fees, over every row */
  collected: z.number().int(),
  fees: z.number().int(),
});
export const remittanceReportSchema = remittanceReportSummarySchema.extend({ items: z.array(remittanceRowSchema) });

export const remittancesQuerySchema = z.object({
  /** a parcel delivered this many days ago with no remittance counts as not remitted */
  days: z.coerce.number({ error: 'days must be a number' }).int().min(1).max(365).default(UNREMITTED_AFTER_DAYS),
});

/** GET /api/admin/remittances: the reports, the rows to look at, the parcels not remitted, and the fees per courier. */
export const remittancesOverviewSchema = z.object({
  days: z.number().int(),
  reports: z.array(remittanceReportSummarySchema),
  /** rows whose amount differs, whose parcel is unknown, or remitted twice, newest first */
  attention: z.array(remittanceRowSchema),
  unremitted: z.object({
    count: z.number().int(),
    /** paisa the riders should have collected for them */
    amount: z.number().int(),
    items: z.array(
      z.object({
        sellerOrderId: z.string(),
        orderId: z.string(),
        orderNumber: z.string(),
        brandName: z.string(),
        courier: z.enum(COURIERS).nullable(),
        trackingNumber: z.string().nullable(),
        deliveredAt: z.string(),
        expected: z.number().int(),
      }),
    ),
  }),
  couriers: z.array(
    z.object({
      courier: z.enum(COURIERS),
      parcels: z.number().int(),
      collected: z.number().int(),
      fees: z.number().int(),
    }),
  ),
});
