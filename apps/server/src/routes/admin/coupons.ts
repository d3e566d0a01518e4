import { couponCreateSchema, couponParamsSchema, couponSchema, couponUpdateSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      schema: {
        summary: 'List the coupons',
        operationId: 'listCoupons',
        response: { 200: dataOf(z.array(couponSchema)) },
      },
    },
    async () => ({ data: await app.adminCoupons.list() }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        summary: 'Add a coupon',
        operationId: 'createCoupon',
        errors: [409],
        body: couponCreateSchema,
        response: { 201: dataOf(couponSchema) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ data: await app.adminCoupons.create(request.admin.id, request.body) });
    },
  );

  app.put(
    '/coupons/:code',
    {
      schema: {
        summary: 'Change a coupon',
        operationId: 'updateCoupon',
        params: couponParamsSchema,
        body: couponUpdateSchema,
        response: { 200: dataOf(couponSchema) },
      },
    },
    async (request) => {
      return { data: await app.adminCoupons.update(request.admin.id, request.params.code, request.body) };
    },
  );

  app.delete(
    '/coupons/:code',
    {
      schema: {
        summary: 'Delete a coupon',
        operationId: 'deleteCoupon',
        params: couponParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await app.adminCoupons.remove(request.admin.id, request.params.code);
      return { data: { deleted: true as const } };
    },
  );
};

export default adminCouponRoutes;
