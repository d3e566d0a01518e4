import type {
  BankAccount,
  BankAccountInput,
  LedgerLine,
  Payout,
  PayoutRun,
  SellerEarnings,
  Statement,
  StatementSummary,
} from '@onsale/core/contracts/finance';
import {
  BANK_ACCOUNT_STATUS_LABELS,
  FINANCE_MESSAGES,
  isStatementWeek,
  maskIban,
  payoutMoveRefusal,
  statementWeekBounds,
  weeklyStatements,
  type BankAccountStatus,
  type PayoutMove,
} from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { moneyRules } from '@onsale/core/seller-money';
import { SELLER_MESSAGES } from '@onsale/core/contracts/seller';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import { enqueueEmail } from '../mail/outbox.repository';
import { simpleEmail } from '../mail/simple-email';
import { createSellerRepository } from '../sellers/seller.repository';
import { readShopSettings } from '../settings/settings.service';
import { createBankAccountsRepository, type BankAccountRow } from './bank-accounts.repository';
import { createLedgerRepository, type LedgerRow } from './ledger.repository';
import { createPayoutsRepository, type PayoutRow } from './payouts.repository';

export interface FinanceDeps {
  db: Database;
  publicUrl: string;
  /** whether a picture address is one of the seller's own uploads, still stored */
  ownUpload: (db: Executor, url: string, sellerId: string) => Promise<'usable' | 'missing' | 'not_yours'>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function ledgerLineOf(row: LedgerRow, now: Date): LedgerLine {
  return {
    id: row.id,
    kind: row.kind,
    sellerOrderId: row.sellerOrderId,
    orderNumber: row.orderNumber,
    returnNumber: row.returnNumber,
    payoutId: row.payoutId,
    note: row.note,
    at: row.at.toISOString(),
    gross: row.gross,
    shipping: row.shipping,
    commissionRateBp: row.commissionRateBp,
    commission: row.commission,
    net: row.net,
    payableAt: row.payableAt.toISOString(),
    onHold: row.payableAt > now,
  };
}

export function bankAccountOf(row: BankAccountRow): BankAccount {
  return {
    accountTitle: row.accountTitle,
    bankName: row.bankName,
    iban: row.iban,
    cnic: row.cnic,
    ntn: row.ntn,
    documents: row.documents,
    status: row.status,
    refusalReason: row.refusalReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

export function payoutOf(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    note: row.note,
    runId: row.runId,
    accountTitle: row.accountTitle,
    bankName: row.bankName,
    iban: row.iban,
    reference: row.reference,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    failedAt: iso(row.failedAt),
  };
}

/** The seller's ledger, payouts, bank account and totals: every total the sum of its lines. */
export async function sellerEarnings(
  db: Executor,
  sellerId: string,
  commissionRateBp: number,
  now = new Date(),
): Promise<SellerEarnings> {
  const [rows, payoutRows, bank, settings] = await Promise.all([
    createLedgerRepository(db).entries(sellerId),
    createPayoutsRepository(db).bySeller(sellerId),
    createBankAccountsRepository(db).find(sellerId),
    readShopSettings(db),
  ]);
  const ledger = rows.map((row) => ledgerLineOf(row, now));
  const of = (...kinds: LedgerLine['kind'][]) => ledger.filter((line) => kinds.includes(line.kind));
  const sales = of('sale', 'return');
  const net = sum(sales.map((line) => line.net));
  const adjustments = sum(of('adjustment').map((line) => line.net));
  const paidOut = -sum(of('payout', 'payout_returned').map((line) => line.net));
  const balance = sum(ledger.map((line) => line.net));
  const onHold = sum(ledger.filter((line) => line.onHold).map((line) => line.net));
  return {
    commissionRateBp,
    rules: moneyRules(settings),
    ledger,
    payouts: payoutRows.map(payoutOf),
    bankAccount: bank ? bankAccountOf(bank) : null,
    totals: {
      gross: sum(sales.map((line) => line.gross)),
      shipping: sum(sales.map((line) => line.shipping)),
      commission: sum(sales.map((line) => line.commission)),
      net,
      adjustments,
      paidOut,
      balance,
      onHold,
      payable: balance - onHold,
    },
  };
}

/** Holds the seller's row, so that money taken from one balance at once is taken once. */
async function lockSeller(tx: Executor, sellerId: string) {
  const profile = await createSellerRepository(tx).findProfile(sellerId, { lock: true });
  if (!profile) throw notFound(SELLER_MESSAGES.profileNotFound);
  return profile;
}

export function createFinanceService(deps: FinanceDeps) {
  const { db } = deps;
  const ledger = createLedgerRepository(db);
  const payouts = createPayoutsRepository(db);
  const bankAccounts = createBankAccountsRepository(db);

  async function runOf(runId: string): Promise<PayoutRun> {
    const found = await payouts.run(runId);
    if (!found) throw notFound(FINANCE_MESSAGES.runNotFound);
    return {
      ...found.summary,
      createdAt: found.summary.createdAt.toISOString(),
      items: found.items.map(({ payout, brandName }) => ({
        ...payoutOf(payout),
        sellerId: payout.sellerId,
        brandName,
      })),
    };
  }

  /** Each seller owed at least `minimum` now, with their bank account's state. */
  async function due(tx: Executor, minimum: number, now: Date) {
    const owed = await createLedgerRepository(tx).sellersOwedAtLeast(minimum, now);
    const sellers = createSellerRepository(tx);
    const accounts = createBankAccountsRepository(tx);
    return Promise.all(
      owed.map(async (row) => {
        const [profile, bank] = await Promise.all([sellers.findProfile(row.sellerId), accounts.find(row.sellerId)]);
        return { ...row, brandName: profile?.brandName ?? '', bank };
      }),
    );
  }

  return {
    earnings: (sellerId: string, commissionRateBp: number) => sellerEarnings(db, sellerId, commissionRateBp),

    async statements(sellerId: string, now = new Date()): Promise<StatementSummary[]> {
      const rows = await ledger.entries(sellerId);
      return weeklyStatements(rows, now);
    },

    async statement(sellerId: string, week: string, now = new Date()): Promise<Statement> {
      if (!isStatementWeek(week)) throw notFound(FINANCE_MESSAGES.statementNotFound);
      const rows = await ledger.entries(sellerId);
      const summary = weeklyStatements(rows, now).find((statement) => statement.week === week);
      if (!summary) throw notFound(FINANCE_MESSAGES.statementNotFound);
      const { from, to } = statementWeekBounds(week);
      const lines = await ledger.payableBetween(sellerId, from, to < now ? to : now);
      const profile = await createSellerRepository(db).findProfile(sellerId);
      return {
        ...summary,
        brandName: profile?.brandName ?? '',
        lines: lines.map((row) => ledgerLineOf(row, now)),
        lineCount: summary.lines,
      };
    },

    async bankAccount(sellerId: string): Promise<BankAccount | null> {
      const row = await bankAccounts.find(sellerId);
      return row ? bankAccountOf(row) : null;
    },

    /** The seller adds or changes their account: checked, waiting for verification again, and e-mailed to them. */
    async saveBankAccount(sellerId: string, input: BankAccountInput): Promise<BankAccount> {
      return db.transaction(async (tx) => {
        const profile = await lockSeller(tx, sellerId);
        const fields: Record<string, string> = {};
        for (const [index, url] of input.documents.entries())
          if ((await deps.ownUpload(tx, url, sellerId)) !== 'usable')
            fields[`documents.${index}`] = 'Please upload the picture again';
        if (Object.keys(fields).length > 0) throw badRequest('Please upload the pictures again', fields);
        const before = await createBankAccountsRepository(tx).find(sellerId);
        const row = await createBankAccountsRepository(tx).save(sellerId, input);
        const title = before ? 'Your bank account for payouts was changed' : 'Your bank account for payouts was added';
        await enqueueEmail(
          tx,
          simpleEmail(
            'seller-bank-account',
            profile.email,
            title,
            [
              `The account ${maskIban(row.iban)} at ${row.bankName} (${row.accountTitle}) is now your account for payouts.`,
              'OnSale verifies it before the next payout; payouts wait until then.',
              'If you did not make this change, write to OnSale at once.',
            ],
            { href: `${deps.publicUrl}/seller/earnings`, label: 'See your earnings' },
          ),
        );
        await recordAudit(tx, {
          actorId: sellerId,
          action: before ? 'bank_account.change' : 'bank_account.add',
          entity: 'seller',
          entityId: sellerId,
          before: before ? { iban: maskIban(before.iban), status: before.status } : null,
          after: { iban: maskIban(row.iban), bankName: row.bankName },
        });
        return bankAccountOf(row);
      });
    },

    async bankAccounts(status: BankAccountStatus | 'all') {
      const rows = await bankAccounts.list(status);
      return rows.map((row) => ({
        ...bankAccountOf(row.account),
        sellerId: row.account.sellerId,
        brandName: row.brandName ?? '',
        email: row.email,
      }));
    },

    /** An admin verifies or refuses the account they read; the seller is told either way. */
    async reviewBankAccount(
      adminId: string,
      sellerId: string,
      review: { decision: 'verify' | 'refuse'; submittedAt: string; reason?: string },
    ): Promise<BankAccount> {
      return db.transaction(async (tx) => {
        const repository = createBankAccountsRepository(tx);
        const current = await repository.find(sellerId);
        if (!current) throw notFound(FINANCE_MESSAGES.bankAccountNotFound);
        const submittedAt = new Date(review.submittedAt);
        if (Number.isNaN(submittedAt.getTime()) || submittedAt.getTime() !== current.submittedAt.getTime())
          throw conflict(FINANCE_MESSAGES.changed);
        const status = review.decision === 'verify' ? 'verified' : 'refused';
        const row = await repository.review(sellerId, submittedAt, {
          status,
          reason: review.reason ?? '',
          reviewedBy: adminId,
        });
        if (!row) {
          const now = await repository.find(sellerId);
          throw conflict(
            now && now.submittedAt.getTime() !== submittedAt.getTime()
              ? FINANCE_MESSAGES.changed
              : FINANCE_MESSAGES.notPending,
          );
        }
        const profile = await createSellerRepository(tx).findProfile(sellerId);
        if (profile)
          await enqueueEmail(
            tx,
            simpleEmail(
              'seller-bank-account-review',
              profile.email,
              status === 'verified' ? 'Your bank account is verified' : 'Your bank account was not verified',
              status === 'verified'
                ? [`OnSale verified the account ${maskIban(row.iban)} at ${row.bankName}: your payouts are sent to it.`]
                : [
                    `OnSale could not verify the account ${maskIban(row.iban)} at ${row.bankName}: ${row.refusalReason}`,
                    'Correct it on your Earnings page; payouts wait until an account is verified.',
                  ],
              { href: `${deps.publicUrl}/seller/earnings`, label: 'See your earnings' },
            ),
          );
        await recordAudit(tx, {
          actorId: adminId,
          action: `bank_account.${review.decision}`,
          entity: 'seller',
          entityId: sellerId,
          before: { status: current.status },
          after: { status: BANK_ACCOUNT_STATUS_LABELS[status], reason: row.refusalReason },
        });
        return bankAccountOf(row);
      });
    },

    /** An admin adds to a seller's balance or takes from it, with why: payable at once, and audited. */
    async adjust(adminId: string, sellerId: string, adjustment: { amount: number; reason: string }) {
      const profile = await db.transaction(async (tx) => {
        const found = await lockSeller(tx, sellerId);
        await createLedgerRepository(tx).add({
          sellerId,
          kind: 'adjustment',
          net: adjustment.amount,
          note: adjustment.reason,
          createdBy: adminId,
        });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'ledger.adjust',
          entity: 'seller',
          entityId: sellerId,
          after: { amount: adjustment.amount, reason: adjustment.reason },
        });
        return found;
      });
      return sellerEarnings(db, sellerId, profile.commissionRateBp);
    },

    /**
     * Records money paid to a seller outside a run (a cheque, a transfer made by hand): no more than
     * the balance payable now, with the seller's row held so two payouts at once spend it once.
     */
    async recordPayout(adminId: string, sellerId: string, payout: { amount: number; note: string }) {
      const profile = await db.transaction(async (tx) => {
        const found = await lockSeller(tx, sellerId);
        const payable = (await createLedgerRepository(tx).payableBalances([sellerId])).get(sellerId) ?? 0;
        // Earnings on hold may still be returned: only what is payable now is paid.
        if (payout.amount > payable)
          throw conflict(
            `The payout is more than the seller's payable balance of ${formatRupees(Math.max(0, payable))}`,
          );
        const now = new Date();
        const row = await createPayoutsRepository(tx).insert({
          sellerId,
          amount: payout.amount,
          note: payout.note,
          status: 'paid',
          paidAt: now,
          recordedBy: adminId,
        });
        await createLedgerRepository(tx).add({
          sellerId,
          kind: 'payout',
          net: -payout.amount,
          note: payout.note,
          payoutId: row!.id,
          createdBy: adminId,
          at: now,
        });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'payout.record',
          entity: 'payout',
          entityId: row!.id,
          after: { sellerId, amount: payout.amount, note: payout.note },
        });
        return found;
      });
      return sellerEarnings(db, sellerId, profile.commissionRateBp);
    },

    /** Who the next run would pay at `minimum`, and who waits for a verified bank account. */
    async due(minimum: number, now = new Date()) {
      const rows = await due(db, minimum, now);
      return {
        minimum,
        ready: rows
          .filter((row) => row.bank?.status === 'verified')
          .map((row) => ({ sellerId: row.sellerId, brandName: row.brandName, payable: row.payable })),
        waiting: rows
          .filter((row) => row.bank?.status !== 'verified')
          .map((row) => ({
            sellerId: row.sellerId,
            brandName: row.brandName,
            payable: row.payable,
            bankAccount: row.bank?.status ?? ('none' as const),
          })),
      };
    },

    /**
     * A payout run: every seller with a verified bank account owed at least `minimum` now is
     * scheduled their whole payable balance, to the account as it is now. Each seller's row is held
     * while their balance is read and taken, and a seller already being paid is skipped (one
     * scheduled payout per seller, by the database's unique index), so two runs at once pay once.
     */
    async createRun(adminId: string, minimum: number): Promise<PayoutRun> {
      const runId = await db.transaction(async (tx) => {
        const now = new Date();
        const candidates = (await due(tx, minimum, now))
          .filter((row) => row.bank?.status === 'verified')
          .sort((a, b) => a.sellerId.localeCompare(b.sellerId));
        const run = await createPayoutsRepository(tx).createRun(minimum, adminId);
        let scheduled = 0;
        for (const candidate of candidates) {
          await lockSeller(tx, candidate.sellerId);
          const payable = (await createLedgerRepository(tx).payableBalances([candidate.sellerId], now)).get(
            candidate.sellerId,
          );
          const bank = await createBankAccountsRepository(tx).find(candidate.sellerId);
          if (!payable || payable < minimum || bank?.status !== 'verified') continue;
          const payout = await createPayoutsRepository(tx).insert({
            sellerId: candidate.sellerId,
            amount: payable,
            status: 'scheduled',
            runId: run.id,
            accountTitle: bank.accountTitle,
            bankName: bank.bankName,
            iban: bank.iban,
            note: run.number,
            recordedBy: adminId,
          });
          if (!payout) continue;
          await createLedgerRepository(tx).add({
            sellerId: candidate.sellerId,
            kind: 'payout',
            net: -payable,
            note: run.number,
            payoutId: payout.id,
            createdBy: adminId,
            at: now,
          });
          scheduled += 1;
        }
        if (scheduled === 0) throw conflict(FINANCE_MESSAGES.nothingToPay(minimum));
        await recordAudit(tx, {
          actorId: adminId,
          action: 'payout_run.create',
          entity: 'payout_run',
          entityId: run.id,
          after: { number: run.number, minimum, payouts: scheduled },
        });
        return run.id;
      });
      return runOf(runId);
    },

    async runs() {
      const rows = await payouts.runs();
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    run: runOf,

    /**
     * Marks a scheduled payout paid (with the bank's reference) or failed (its amount back in the
     * seller's balance, in the same transaction), in one conditional UPDATE: of two marks at once,
     * one moves it and the other is told it already moved. The seller is told.
     */
    async movePayout(
      adminId: string,
      payoutId: string,
      body: { move: PayoutMove; reference?: string; reason?: string },
    ) {
      return db.transaction(async (tx) => {
        const repository = createPayoutsRepository(tx);
        const moved = await repository.move(payoutId, body.move, body);
        if (!moved) {
          const current = await repository.find(payoutId);
          if (!current) throw notFound(FINANCE_MESSAGES.payoutNotFound);
          throw conflict(payoutMoveRefusal(current.payout.status));
        }
        if (moved.status === 'failed')
          await createLedgerRepository(tx).add({
            sellerId: moved.sellerId,
            kind: 'payout_returned',
            net: moved.amount,
            note: moved.failureReason,
            payoutId: moved.id,
            createdBy: adminId,
          });
        const found = (await repository.find(payoutId))!;
        const profile = await createSellerRepository(tx).findProfile(moved.sellerId);
        if (profile)
          await enqueueEmail(
            tx,
            simpleEmail(
              'seller-payout',
              profile.email,
              moved.status === 'paid'
                ? `Your payout of ${formatRupees(moved.amount)} was paid`
                : `Your payout of ${formatRupees(moved.amount)} could not be paid`,
              moved.status === 'paid'
                ? [
                    `OnSale paid ${formatRupees(moved.amount)} to ${moved.iban ? maskIban(moved.iban) : 'your account'} at ${moved.bankName ?? 'your bank'}. The bank's reference is ${moved.reference}.`,
                  ]
                : [
                    `The transfer of ${formatRupees(moved.amount)} failed: ${moved.failureReason}`,
                    'The amount is back in your balance and is paid with the next payout run.',
                  ],
              { href: `${deps.publicUrl}/seller/earnings`, label: 'See your earnings' },
            ),
          );
        await recordAudit(tx, {
          actorId: adminId,
          action: `payout.${body.move}`,
          entity: 'payout',
          entityId: payoutId,
          before: { status: 'scheduled' },
          after: { status: moved.status, reference: moved.reference, reason: moved.failureReason },
        });
        return { ...payoutOf(found.payout), sellerId: moved.sellerId, brandName: found.brandName };
      });
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
