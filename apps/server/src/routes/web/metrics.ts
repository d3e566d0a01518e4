import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../http/errors';
import { metricsAccess } from '../../modules/system/metrics-access';

/**
 * `GET /metrics`: the node's series in Prometheus' text format, for its scraper alone (README,
 * "Watching it"). Off, it is not found; on, a caller neither from an allowed address nor holding
 * the token is refused.
 */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = metricsAccess(app.config.metrics);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const metrics = app.system.metrics;
    if (!metrics) throw notFound();
    if (!access.allows({ ip: request.ip, authorization: request.headers.authorization })) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('Send the metrics token as a bearer token');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
};

export default metricsRoutes;
