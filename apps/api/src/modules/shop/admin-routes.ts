/**
 * The shop's admin console API (admins of the shop area: modules/index.ts).
 * Money in rupees; lists answer `{ results, total, page, pageSize }`.
 *   GET   /api/admin/shop/categories                  every category, with product counts
 *   POST  /api/admin/shop/categories                  { name, description?, sortOrder?, active? } → 201
 *   PATCH /api/admin/shop/categories/:id              any of those fields (new name → new slug; 409 on clash)
 *   GET   /api/admin/shop/products?q=&categoryId=&active=&page=&pageSize=
 *   POST  /api/admin/shop/products                    { name, categoryId, price, mrp, stock, … } → 201
 *   GET   /api/admin/shop/products/:id
 *   PATCH /api/admin/shop/products/:id                any of those fields
 *   POST  /api/admin/shop/products/:id/image          multipart, one JPEG/PNG/WebP file ≤ 5 MB
 *   GET   /api/admin/shop/orders?status=&q=&page=&pageSize=   newest first
 *   GET   /api/admin/shop/orders/:id
 *   PATCH /api/admin/shop/orders/:id/status           { status, courier?, awb? } forward only; cancelling
 *                                                     refunds; shipped needs courier and AWB
 *   GET   /api/admin/shop/orders/:id/invoice.pdf      the order's GST tax invoice (PDF)
 *   GET   /api/admin/shop/refunds?page=&pageSize=     the refund ledger, newest first
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoriesResponseSchema,
  adminCategoryCreateBodySchema,
  adminCategoryResponseSchema,
  adminCategoryUpdateBodySchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrderStatusBodySchema,
  adminOrderStatusResponseSchema,
  adminOrdersResponseSchema,
  adminProductCreateBodySchema,
  adminProductResponseSchema,
  adminProductsQuerySchema,
  adminProductsResponseSchema,
  adminProductUpdateBodySchema,
  adminRefundsQuerySchema,
  adminRefundsResponseSchema,
  errorResponses,
  errorSchema,
  idParamsSchema,
  type OrderStatus,
} from '@seva/contracts';
import {
  changeOrderStatus,
  createCategory,
  createProduct,
  getAdminOrder,
  getAdminProduct,
  listAdminCategories,
  listAdminOrders,
  listAdminProducts,
  listAdminRefunds,
  setProductImage,
  updateCategory,
  updateProduct,
} from './admin-service.js';
import { adminImageRoute } from '../../lib/images/image-route.js';
import { adminActor, adminDocs, forgetCatalogueAfterWrites, pageAnswer } from '../../lib/admin-route.js';
import { invoiceRoute } from '../../lib/invoices/reply.js';
import { orderInvoice } from './invoice.js';

const MOVED: Record<OrderStatus, string> = {
  placed: 'The order is placed.',
  packed: 'The order is marked packed.',
  shipped: 'The order is marked shipped.',
  delivered: 'The order is marked delivered.',
  cancelled: 'The order is cancelled: the payment is refunded and the stock is back.',
};

/** POST /api/admin/shop/products/:id/image. */
const productImageRoute = adminImageRoute({
  url: '/shop/products/:id/image',
  summary: 'Upload the product image (multipart/form-data, one JPEG, PNG or WebP file up to 5 MB)',
  response: adminProductResponseSchema,
  save: (app, id, upload, actor) => setProductImage(app.db, app.providers.storage, actor, id, upload),
});

const shopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any admin write may change what customers see in the shop.
  forgetCatalogueAfterWrites(app);

  app.get(
    '/shop/categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Every shop category, active or not, with its product count',
        response: { 200: adminCategoriesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ status: true as const, data: await listAdminCategories(app.db) }),
  );

  app.post(
    '/shop/categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a shop category (slug from the name; 409 when taken)',
        body: adminCategoryCreateBodySchema,
        response: { 201: adminCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createCategory(app.db, adminActor(request), request.body);
      return reply.code(201).send({ status: true as const, message: 'Category created.', data });
    },
  );

  app.patch(
    '/shop/categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a shop category',
        params: idParamsSchema,
        body: adminCategoryUpdateBodySchema,
        response: { 200: adminCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updateCategory(app.db, adminActor(request), request.params.id, request.body);
      return { status: true as const, message: 'Category saved.', data };
    },
  );

  app.get(
    '/shop/products',
    {
      schema: {
        ...adminDocs,
        summary: 'Products by name, active or not; filter by text, category and state',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminProducts(app.db, request.query)),
  );

  app.post(
    '/shop/products',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a product (prices in rupees; add the image by upload)',
        body: adminProductCreateBodySchema,
        response: { 201: adminProductResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createProduct(app.db, adminActor(request), request.body);
      return reply.code(201).send({ status: true as const, message: 'Product created.', data });
    },
  );

  app.get(
    '/shop/products/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One product, active or not',
        params: idParamsSchema,
        response: { 200: adminProductResponseSchema.omit({ message: true }), ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminProduct(app.db, request.params.id) }),
  );

  app.patch(
    '/shop/products/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a product (prices in rupees; MRP at least the price)',
        params: idParamsSchema,
        body: adminProductUpdateBodySchema,
        response: { 200: adminProductResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updateProduct(app.db, adminActor(request), request.params.id, request.body);
      return { status: true as const, message: 'Product saved.', data };
    },
  );

  await app.register(productImageRoute);

  app.get(
    '/shop/orders',
    {
      schema: {
        ...adminDocs,
        summary: 'Shop orders, newest first; filter by status, search by customer name or order id',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminOrders(app.db, request.query)),
  );

  app.get(
    '/shop/orders/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One shop order with its payment and refund state',
        params: idParamsSchema,
        response: { 200: adminOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminOrder(app.db, request.params.id) }),
  );

  app.patch(
    '/shop/orders/:id/status',
    {
      schema: {
        ...adminDocs,
        summary: 'Move an order forward (placed → packed → shipped → delivered; placed or packed → cancelled)',
        description: 'Cancelling puts the stock back and refunds the payment in full, once.',
        params: idParamsSchema,
        body: adminOrderStatusBodySchema,
        response: { 200: adminOrderStatusResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const { status, ...shipment } = request.body;
      const { order, changed } = await changeOrderStatus(
        app.db,
        app.providers,
        adminActor(request),
        request.params.id,
        status,
        shipment,
      );
      const message = changed ? MOVED[order.status] : `The order is already ${order.status}.`;
      return { status: true as const, message, data: order };
    },
  );

  invoiceRoute(app, '/shop/orders/:id/invoice.pdf', {
    ...adminDocs,
    summary: "The order's GST tax invoice as a PDF download",
    build: (seller, id) => orderInvoice(app.db, seller, id, null),
  });

  app.get(
    '/shop/refunds',
    {
      schema: {
        ...adminDocs,
        summary: 'The refund ledger, newest first',
        querystring: adminRefundsQuerySchema,
        response: { 200: adminRefundsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminRefunds(app.db, request.query)),
  );
};
export default shopAdminRoutes;
