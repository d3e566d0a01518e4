import {
  adminSearchQuerySchema,
  idParamsSchema,
  searchSynonymInputSchema,
  searchSynonymListSchema,
} from '@onsale/core/contracts/admin';
import { dataOf } from '@onsale/core/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The Search page: the synonym lists a search applies, and what shoppers searched for. */
const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/synonyms',
    {
      schema: {
        summary: 'List the search’s synonym lists',
        operationId: 'listSearchSynonyms',
        response: { 200: dataOf(z.array(searchSynonymListSchema)) },
      },
    },
    async () => ({ data: await app.adminSearch.synonyms() }),
  );

  app.post(
    '/search/synonyms',
    {
      schema: {
        summary: 'Add a synonym list',
        description: 'Two phrases or more, separated by commas, that a search takes as one. Applies at once.',
        operationId: 'createSearchSynonyms',
        body: searchSynonymInputSchema,
        response: { 201: dataOf(searchSynonymListSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await app.adminSearch.addSynonyms(request.admin.id, request.body.terms) }),
  );

  app.put(
    '/search/synonyms/:id',
    {
      schema: {
        summary: 'Change a synonym list',
        operationId: 'updateSearchSynonyms',
        params: idParamsSchema,
        body: searchSynonymInputSchema,
        response: { 200: dataOf(searchSynonymListSchema) },
      },
    },
    async (request) => ({
      data: await app.adminSearch.updateSynonyms(request.admin.id, request.params.id, request.body.terms),
    }),
  );

  app.delete(
    '/search/synonyms/:id',
    {
      schema: {
        summary: 'Delete a synonym list',
        operationId: 'deleteSearchSynonyms',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await app.adminSearch.removeSynonyms(request.admin.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/search/queries',
    {
      schema: {
        summary: 'What shoppers searched for',
        description:
          'The last 30 days’ searches, as their words: those that found nothing first, then the most searched; 100 at most. Counts reach it within the flush interval.',
        operationId: 'listSearchQueries',
        response: { 200: dataOf(z.array(adminSearchQuerySchema)) },
      },
    },
    async () => ({ data: await app.adminSearch.queries() }),
  );
};

export default adminSearchRoutes;
