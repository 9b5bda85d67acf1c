/**
 * Today's panchang, public and cacheable (issue 23):
 *   GET /api/panchang/today?city=<place key> | ?town=<a town's name> (default New Delhi)
 *     → { data: { date, city, sunrise, sunset, tithi, nakshatra } } (service.ts)
 * An unknown city answers 400. The answer is computed once per city per India
 * day (service.ts) and carries an ETag and Cache-Control (plugins/public-cache.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PANCHANG_CITY,
  errorResponses,
  panchangCityKey,
  panchangQuerySchema,
  panchangResponseSchema,
} from '@seva/contracts';
import { cacheablePublicReads } from '../../plugins/public-cache.js';
import { panchangToday } from './service.js';

const panchangRoutes: FastifyPluginAsyncZod = async (app) => {
  await cacheablePublicReads(app);
  app.get(
    '/panchang/today',
    {
      schema: {
        tags: ['panchang'],
        summary: 'Today’s tithi and nakshatra at sunrise, and sunrise and sunset (IST), for a city',
        querystring: panchangQuerySchema,
        response: {
          200: panchangResponseSchema,
          304: z.null().describe('Not modified (empty body).'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { city, town } = request.query;
      return { status: true as const, data: panchangToday(city ?? panchangCityKey(town) ?? DEFAULT_PANCHANG_CITY) };
    },
  );
};
export default panchangRoutes;
