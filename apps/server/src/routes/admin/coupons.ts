import { couponCreateSchema, couponParamsSchema, couponSchema, couponUpdateSchema } from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';

const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/coupons', { schema: { summary: 'List the coupons', operationId: 'listCoupons', response: { 200: dataOf(z.array(couponSchema)) } } }, async () => ({ data: await app.adminCoupons.list() }));

  app.post('/coupons', { schema: { summary: 'Add a coupon', operationId: 'createCoupon', errors: [409], body: couponCreateSchema, response: { 201: dataOf(couponSchema) } } }, async (request, reply) => {
    const admin = await requireAdmin(request);
    return reply.status(201).send({ data: await app.adminCoupons.create(admin.id, request.body) });
  });

  app.put('/coupons/:code', { schema: { summary: 'Change a coupon', operationId: 'updateCoupon', params: couponParamsSchema, body: couponUpdateSchema, response: { 200: dataOf(couponSchema) } } }, async (request) => {
    const admin = await requireAdmin(request);
    return { data: await app.adminCoupons.update(admin.id, request.params.code, request.body) };
  });

  app.delete('/coupons/:code', { schema: { summary: 'Delete a coupon', operationId: 'deleteCoupon', params: couponParamsSchema, response: { 200: dataOf(z.object({ deleted: z.literal(true) })) } } }, async (request) => {
    const admin = await requireAdmin(request);
    await app.adminCoupons.remove(admin.id, request.params.code);
    return { data: { deleted: true as const } };
  });
};

export default adminCouponRoutes;
