import {
  adminMeSchema,
  attentionSchema,
  auditPageSchema,
  auditQuerySchema,
  dashboardSchema,
} from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The signed-in admin, the dashboard's figures and what needs the admin's attention. */
const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'Read the signed-in admin',
        operationId: 'getAdminMe',
        response: { 200: dataOf(adminMeSchema) },
      },
    },
    async (request) => {
      const { admin } = request;
      return { data: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName } };
    },
  );
  app.get(
    '/dashboard',
    {
      schema: {
        summary: "Read the admin dashboard's figures",
        operationId: 'getAdminDashboard',
        response: { 200: dataOf(dashboardSchema) },
      },
    },
    async () => ({ data: await app.adminDashboard.dashboard() }),
  );
  app.get(
    '/audit',
    {
      schema: {
        summary: 'List the audit log: who changed what, when, and which record',
        operationId: 'listAuditLog',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => app.adminDashboard.audit(request.query),
  );
  app.get(
    '/attention',
    {
      schema: {
        summary: "List what needs the admin's attention",
        operationId: 'getAdminAttention',
        response: { 200: dataOf(attentionSchema) },
      },
    },
    async () => ({ data: await app.adminDashboard.attention() }),
  );
};

export default adminOverviewRoutes;
