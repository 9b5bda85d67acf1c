/**
 * Delivery addresses (SPEC §7), each for the signed-in customer named by `userId`:
 *   POST /api/e-commerce/get_address     { userId } → { results } newest first
 *   POST /api/e-commerce/add_address     { userId, ...fields } → the address
 *   POST /api/e-commerce/update_address  { userId, addressId, ...fields } → the address
 *   POST /api/e-commerce/delete_address  { userId, addressId } → { success }
 * Another customer's userId answers 403; another customer's address 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  addAddressBodySchema,
  addressResponseSchema,
  addressesResponseSchema,
  deleteAddressBodySchema,
  deleteAddressResponseSchema,
  errorResponses,
  getAddressBodySchema,
  updateAddressBodySchema,
} from '@seva/contracts';
import { assertSelf } from '../../plugins/ownership.js';
import { addAddress, deleteAddress, listAddresses, toAddress, updateAddress } from './service.js';
import { guardRoutes } from '../../plugins/authenticate.js';

const tags = ['addresses'];

const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, app.authenticate);

  app.post(
    '/e-commerce/get_address',
    {
      schema: {
        tags,
        body: getAddressBodySchema,
        response: { 200: addressesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.userId);
      const rows = await listAddresses(app.db, request.user.id);
      return { status: true as const, results: rows.map(toAddress) };
    },
  );

  app.post(
    '/e-commerce/add_address',
    {
      schema: {
        tags,
        body: addAddressBodySchema,
        response: { 200: addressResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, ...fields } = request.body;
      assertSelf(request.user, userId);
      const row = await addAddress(app.db, request.user.id, fields);
      return { status: true as const, success: true as const, message: MESSAGES.addressCreated, data: toAddress(row) };
    },
  );

  app.post(
    '/e-commerce/update_address',
    {
      schema: {
        tags,
        body: updateAddressBodySchema,
        response: { 200: addressResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, addressId, ...fields } = request.body;
      assertSelf(request.user, userId);
      const row = await updateAddress(app.db, request.user.id, addressId, fields);
      return { status: true as const, success: true as const, message: MESSAGES.addressUpdated, data: toAddress(row) };
    },
  );

  app.post(
    '/e-commerce/delete_address',
    {
      schema: {
        tags,
        body: deleteAddressBodySchema,
        response: { 200: deleteAddressResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.userId);
      await deleteAddress(app.db, request.user.id, request.body.addressId);
      return { status: true as const, success: true as const, message: MESSAGES.addressDeleted };
    },
  );
};
export default addressRoutes;
