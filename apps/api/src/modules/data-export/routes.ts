/**
 * "Download my data" (issue 24, DPDP Act 2023), for the signed-in customer:
 *   POST /api/me/data-export                   → 202 the request (new, or the one still being prepared); 429 over the daily limit
 *   GET  /api/me/data-exports                  → the customer's exports, newest first
 *   GET  /api/me/data-exports/:id/download     → the ZIP (their own only: anyone else's is 404; 409 pending, 410 expired)
 * The ZIP is prepared in the background right after the request (service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataExportResponseSchema,
  dataExportsResponseSchema,
  errorResponses,
  errorSchema,
  idParamsSchema,
} from '@seva/contracts';
import { z } from 'zod';
import { guardRoutes } from '../../plugins/authenticate.js';
import {
  listDataExports,
  readDataExport,
  requestDataExport,
  settleDataExports,
  startDataExport,
  toDataExport,
} from './service.js';

const tags = ['data rights'];

const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, app.authenticate);
  app.addHook('onClose', () => settleDataExports(app.db));

  app.post(
    '/me/data-export',
    {
      schema: {
        tags,
        summary: 'Ask for a ZIP of all my data; prepared in the background, announced in the notification centre',
        response: { 202: dataExportResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { row, created } = await requestDataExport(app.db, request.user.id);
      if (created) {
        startDataExport(
          app.db,
          { files: app.providers.privateFiles, realtime: app.realtime, log: request.log },
          row.id,
        );
      }
      return reply.code(202).send({ success: true as const, data: toDataExport(row) });
    },
  );

  app.get(
    '/me/data-exports',
    {
      schema: {
        tags,
        summary: 'My data exports, newest first',
        response: { 200: dataExportsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      results: (await listDataExports(app.db, request.user.id)).map(toDataExport),
    }),
  );

  app.get(
    '/me/data-exports/:id/download',
    {
      schema: {
        tags,
        summary: 'Download one of my data exports as a ZIP',
        params: idParamsSchema,
        response: {
          200: z.instanceof(Buffer).describe('The ZIP (application/zip)'),
          ...errorResponses,
          410: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const zip = await readDataExport(app.db, app.providers.privateFiles, request.user.id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(zip.body);
    },
  );
};
export default dataExportRoutes;
