import { dataOf } from '@onsale/core/contracts/api';
import {
  bankAccountAnswerSchema,
  bankAccountInputSchema,
  statementParamsSchema,
  statementSchema,
  statementsSchema,
  type Statement,
} from '@onsale/core/contracts/finance';
import { LEDGER_KIND_LABELS } from '@onsale/core/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDateTime, csvRupees, sendCsv, type CsvColumn } from '../../http/csv-export';
import { ledgerLineSubject, statementPdf } from '../../modules/finance/statement-pdf';

const STATEMENT_COLUMNS: CsvColumn<Statement['lines'][number]>[] = [
  { header: 'Payable on', value: (line) => csvDateTime(line.payableAt) },
  { header: 'Happened on', value: (line) => csvDateTime(line.at) },
  { header: 'Line', value: (line) => LEDGER_KIND_LABELS[line.kind] },
  { header: 'Order', value: (line) => line.orderNumber },
  { header: 'Return', value: (line) => line.returnNumber },
  { header: 'Note', value: (line) => (line.kind === 'sale' || line.kind === 'return' ? '' : ledgerLineSubject(line)) },
  { header: 'Items (Rs.)', value: (line) => csvRupees(line.gross) },
  { header: 'Shipping (Rs.)', value: (line) => csvRupees(line.shipping) },
  { header: 'Commission (Rs.)', value: (line) => csvRupees(-line.commission) },
  { header: 'Amount (Rs.)', value: (line) => csvRupees(line.net) },
];

/** The seller's statements and the bank account they are paid to. */
const sellerFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/statements',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: "List the seller's weekly statements, newest first",
        operationId: 'listSellerStatements',
        response: { 200: dataOf(statementsSchema) },
      },
    },
    async (request) => ({ data: { statements: await app.finance.statements(request.seller.id) } }),
  );

  app.get(
    '/seller/statements/:week',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Read a weekly statement with its lines',
        operationId: 'getSellerStatement',
        errors: [404],
        params: statementParamsSchema,
        response: { 200: dataOf(statementSchema) },
      },
    },
    async (request) => ({ data: await app.finance.statement(request.seller.id, request.params.week) }),
  );

  app.get(
    '/seller/statements/:week/csv',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Download a weekly statement as CSV',
        operationId: 'sellerStatementCsv',
        errors: [404],
        params: statementParamsSchema,
      },
    },
    async (request, reply) => {
      const statement = await app.finance.statement(request.seller.id, request.params.week);
      return sendCsv(reply, `onsale-statement-${statement.week}`, STATEMENT_COLUMNS, async (page) =>
        page === 1 ? statement.lines : [],
      );
    },
  );

  app.get(
    '/seller/statements/:week/pdf',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Download a weekly statement as a PDF',
        operationId: 'sellerStatementPdf',
        errors: [404],
        params: statementParamsSchema,
      },
    },
    async (request, reply) => {
      const statement = await app.finance.statement(request.seller.id, request.params.week);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="onsale-statement-${statement.week}.pdf"`)
        .send(await statementPdf(statement));
    },
  );

  app.get(
    '/seller/bank-account',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Read the bank account the seller is paid to',
        operationId: 'getSellerBankAccount',
        response: { 200: dataOf(bankAccountAnswerSchema) },
      },
    },
    async (request) => ({ data: { bankAccount: await app.finance.bankAccount(request.seller.id) } }),
  );

  app.put(
    '/seller/bank-account',
    {
      config: { approvedSellerOnly: true },
      schema: {
        summary: 'Add or change the bank account the seller is paid to; OnSale verifies it again',
        operationId: 'saveSellerBankAccount',
        body: bankAccountInputSchema,
        response: { 200: dataOf(bankAccountAnswerSchema) },
      },
    },
    async (request) => ({
      data: { bankAccount: await app.finance.saveBankAccount(request.seller.id, request.body) },
    }),
  );
};

export default sellerFinanceRoutes;
