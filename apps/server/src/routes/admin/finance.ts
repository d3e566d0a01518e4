import { dataOf } from '@onsale/core/contracts/api';
import { idParamsSchema } from '@onsale/core/contracts/admin';
import {
  bankAccountAnswerSchema,
  bankAccountReviewSchema,
  bankAccountsQuerySchema,
  payoutDueQuerySchema,
  payoutDueSchema,
  payoutMoveSchema,
  payoutRunInputSchema,
  payoutRunSchema,
  payoutRunsSchema,
  runPayoutSchema,
  sellerBankAccountsSchema,
  sellerIdParamsSchema,
  type PayoutRun,
} from '@onsale/core/contracts/finance';
import { DEFAULT_PAYOUT_MINIMUM } from '@onsale/core/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRupees, sendCsv, type CsvColumn } from '../../http/csv-export';

/** The bank transfer file of a run: one transfer per payout still to be paid, as a bank's bulk upload reads it. */
const TRANSFER_COLUMNS: CsvColumn<PayoutRun['items'][number]>[] = [
  { header: 'Payout', value: (item) => item.id },
  { header: 'Seller', value: (item) => item.brandName },
  { header: 'Account title', value: (item) => item.accountTitle },
  { header: 'Bank', value: (item) => item.bankName },
  { header: 'IBAN', value: (item) => item.iban },
  { header: 'Amount (Rs.)', value: (item) => csvRupees(item.amount) },
  { header: 'Narration', value: (item) => `OnSale payout ${item.note}` },
];

/** Sellers' bank accounts to verify, payout runs and their payouts. */
const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bank-accounts',
    {
      schema: {
        summary: "List sellers' bank accounts: waiting for verification, verified, refused or all",
        operationId: 'listBankAccounts',
        querystring: bankAccountsQuerySchema,
        response: { 200: dataOf(sellerBankAccountsSchema) },
      },
    },
    async (request) => ({ data: { items: await app.finance.bankAccounts(request.query.status) } }),
  );

  app.post(
    '/bank-accounts/:sellerId/review',
    {
      schema: {
        summary: "Verify or refuse a seller's bank account, as it was read",
        operationId: 'reviewBankAccount',
        errors: [404, 409],
        params: sellerIdParamsSchema,
        body: bankAccountReviewSchema,
        response: { 200: dataOf(bankAccountAnswerSchema) },
      },
    },
    async (request) => ({
      data: {
        bankAccount: await app.finance.reviewBankAccount(request.admin.id, request.params.sellerId, request.body),
      },
    }),
  );

  app.get(
    '/payouts/due',
    {
      schema: {
        summary: 'Who the next payout run would pay, and who waits for a verified bank account',
        operationId: 'listPayoutsDue',
        querystring: payoutDueQuerySchema,
        response: { 200: dataOf(payoutDueSchema) },
      },
    },
    async (request) => ({ data: await app.finance.due(request.query.minimum ?? DEFAULT_PAYOUT_MINIMUM) }),
  );

  app.get(
    '/payout-runs',
    {
      schema: {
        summary: 'List payout runs, newest first',
        operationId: 'listPayoutRuns',
        response: { 200: dataOf(payoutRunsSchema) },
      },
    },
    async () => ({ data: { runs: await app.finance.runs() } }),
  );

  app.post(
    '/payout-runs',
    {
      schema: {
        summary: 'Pay every seller with a verified bank account owed at least the minimum',
        operationId: 'createPayoutRun',
        errors: [409],
        body: payoutRunInputSchema,
        response: { 201: dataOf(payoutRunSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.finance.createRun(request.admin.id, request.body.minimum) }),
  );

  app.get(
    '/payout-runs/:id',
    {
      schema: {
        summary: 'Read a payout run and its payouts',
        operationId: 'getPayoutRun',
        errors: [404],
        params: idParamsSchema,
        response: { 200: dataOf(payoutRunSchema) },
      },
    },
    async (request) => ({ data: await app.finance.run(request.params.id) }),
  );

  app.get(
    '/payout-runs/:id/csv',
    {
      schema: {
        summary: "Download a run's bank transfer file (CSV) of the payouts still to be paid",
        operationId: 'payoutRunTransfersCsv',
        errors: [404],
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const run = await app.finance.run(request.params.id);
      const transfers = run.items.filter((item) => item.status === 'scheduled');
      return sendCsv(reply, `onsale-transfers-${run.number}`, TRANSFER_COLUMNS, async (page) =>
        page === 1 ? transfers : [],
      );
    },
  );

  app.post(
    '/payouts/:id',
    {
      schema: {
        summary: "Mark a payout paid with the bank's reference, or failed with the reason",
        operationId: 'movePayout',
        errors: [404, 409],
        params: idParamsSchema,
        body: payoutMoveSchema,
        response: { 200: dataOf(runPayoutSchema) },
      },
    },
    async (request) => ({ data: await app.finance.movePayout(request.admin.id, request.params.id, request.body) }),
  );
};

export default adminFinanceRoutes;
