import { dataOf } from '@onsale/core/contracts/api';
import { idParamsSchema } from '@onsale/core/contracts/admin';
import {
  remittanceReportSchema,
  remittancesOverviewSchema,
  remittancesQuerySchema,
  remittanceUploadSchema,
} from '@onsale/core/contracts/finance';
import { REMITTANCE_MAX_BYTES } from '@onsale/core/remittances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Couriers' cash-on-delivery remittance reports: uploaded, matched to parcels, and what is missing. */
const adminRemittanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remittances',
    {
      schema: {
        summary: 'The reports, the rows to look at, the parcels not remitted, and the fees per courier',
        operationId: 'getRemittances',
        querystring: remittancesQuerySchema,
        response: { 200: dataOf(remittancesOverviewSchema) },
      },
    },
    async (request) => ({ data: await app.remittances.overview(request.query.days) }),
  );

  app.post(
    '/remittances',
    {
      // the report's text in JSON, with room for its escaping
      bodyLimit: REMITTANCE_MAX_BYTES * 2,
      schema: {
        summary: "Upload a courier's remittance report (CSV) and match its rows to parcels",
        operationId: 'uploadRemittances',
        errors: [413],
        body: remittanceUploadSchema,
        response: { 201: dataOf(remittanceReportSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.remittances.upload(request.admin.id, request.body) }),
  );

  app.get(
    '/remittances/:id',
    {
      schema: {
        summary: 'Read a remittance report and its rows',
        operationId: 'getRemittanceReport',
        errors: [404],
        params: idParamsSchema,
        response: { 200: dataOf(remittanceReportSchema) },
      },
    },
    async (request) => ({ data: await app.remittances.report(request.params.id) }),
  );
};

export default adminRemittanceRoutes;
