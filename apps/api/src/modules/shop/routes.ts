/**
 * The shop's customer calls (SPEC §7):
 *   GET  /api/e-commerce/get_product_category          → { data } (public, cached)
 *   POST /api/e-commerce/get_products                  { categoryId?, search?, page, pageSize } (public)
 *   GET  /api/e-commerce/get_product_details/:id       → { data } (public)
 *   POST /api/e-commerce/add_to_cart                   { productId, quantity } → the cart
 *   POST /api/e-commerce/update_cart_item_quantity     { productId, quantity } (0 removes) → the cart
 *   POST /api/e-commerce/get_customer_cart             { customerId } → the cart
 *   POST /api/e-commerce/order_product                 { customerName, addressId, razorpay_* } → the order
 *   POST /api/user/getCustomerOrder                    { customerId } → { data } newest first
 *   POST /api/e-commerce/buy_again                     { orderId } → the cart and what each line added (issue 23)
 *   GET  /api/orders/:id/invoice.pdf                   the order's GST tax invoice (PDF; 409 until paid)
 * Cart and order calls need the signed-in customer, who may name only themself (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  addToCartBodySchema,
  buyAgainBodySchema,
  buyAgainResponseSchema,
  cartResponseSchema,
  customerIdBodySchema,
  customerOrdersResponseSchema,
  errorResponses,
  errorSchema,
  getProductsBodySchema,
  idParamsSchema,
  orderProductBodySchema,
  orderResponseSchema,
  productCategoriesResponseSchema,
  productDetailsResponseSchema,
  productsResponseSchema,
  updateCartItemBodySchema,
} from '@seva/contracts';
import { assertSelf } from '../../plugins/ownership.js';
import { registerPurposeFulfil, registerPurposeQuote } from '../payments/service.js';
import { addToCart, getCart, setCartQuantity } from './cart.js';
import { cachedCatalogue } from '../../db/read-cache.js';
import { PUBLIC_READ, customerRead } from '../../plugins/cached-reads.js';
import { invoiceRoute } from '../../lib/invoices/reply.js';
import { buyAgain } from './buy-again.js';
import { orderInvoice } from './invoice.js';
import { listOrders, orderProduct } from './orders.js';
import { getProduct, listCategories, listProducts } from './products.js';
import { cartQuote, fulfilCartPayment } from './service.js';

const tags = ['shop'];
/** Catalogue reads may be cached briefly by browsers and proxies (and are, in memory: db/read-cache.ts). */
const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  // create_razorpay_order checks a `cart` payment against the cart itself, and reconciliation places the
  // order of a paid cart whose browser never came back (payments/purposes.ts).
  registerPurposeQuote('cart', cartQuote);
  registerPurposeFulfil('cart', fulfilCartPayment);

  app.get(
    '/e-commerce/get_product_category',
    { config: PUBLIC_READ, schema: { tags, response: { 200: productCategoriesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return { status: true as const, data: await cachedCatalogue(app.db, 'categories', () => listCategories(app.db)) };
    },
  );

  app.post(
    '/e-commerce/get_products',
    {
      config: PUBLIC_READ,
      schema: { tags, body: getProductsBodySchema, response: { 200: productsResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { page, pageSize, categoryId, search } = request.body;
      const key = JSON.stringify(['products', categoryId, search?.toLowerCase(), page, pageSize]);
      const { data, total } = await cachedCatalogue(app.db, key, () => listProducts(app.db, request.body));
      return { status: true as const, data, page, pageSize, total };
    },
  );

  app.get(
    '/e-commerce/get_product_details/:id',
    {
      config: PUBLIC_READ,
      schema: { tags, params: idParamsSchema, response: { 200: productDetailsResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await cachedCatalogue(app.db, `product:${id}`, () => getProduct(app.db, id));
      reply.header('cache-control', CATALOGUE_CACHE);
      return { status: true as const, data };
    },
  );

  app.post(
    '/e-commerce/add_to_cart',
    {
      onRequest: app.authenticate,
      schema: { tags, body: addToCartBodySchema, response: { 200: cartResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const data = await addToCart(app.db, request.user.id, request.body.productId, request.body.quantity);
      return { status: true as const, message: MESSAGES.addedToCart, data };
    },
  );

  app.post(
    '/e-commerce/update_cart_item_quantity',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: updateCartItemBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await setCartQuantity(app.db, request.user.id, request.body.productId, request.body.quantity);
      return {
        status: true as const,
        message: request.body.quantity === 0 ? MESSAGES.removedFromCart : MESSAGES.cartUpdated,
        data,
      };
    },
  );

  app.post(
    '/e-commerce/get_customer_cart',
    {
      onRequest: app.authenticate,
      config: customerRead('cart'),
      schema: { tags, body: customerIdBodySchema, response: { 200: cartResponseSchema, ...errorResponses } },
    },
    async (request) => {
      assertSelf(request.user, request.body.customerId);
      return { status: true as const, data: await getCart(app.db, request.user.id) };
    },
  );

  app.post(
    '/e-commerce/order_product',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Place the cart as an order, paid by a verified card payment of the cart's total",
        body: orderProductBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses, 422: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      const data = await orderProduct(app.db, app.providers.payments, request.user.id, request.body);
      return { status: true as const, message: MESSAGES.orderPlaced, data };
    },
  );

  app.post(
    '/user/getCustomerOrder',
    {
      onRequest: app.authenticate,
      config: customerRead('history'),
      schema: {
        tags,
        body: customerIdBodySchema,
        response: { 200: customerOrdersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.customerId);
      return { status: true as const, data: await listOrders(app.db, request.user.id) };
    },
  );

  app.post(
    '/e-commerce/buy_again',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Put a past order's products in the cart again, as many as the stock allows",
        body: buyAgainBodySchema,
        response: { 200: buyAgainResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await buyAgain(app.db, request.user.id, request.body.orderId);
      const addedSome = data.lines.some((line) => line.added > 0);
      return { status: true as const, message: addedSome ? MESSAGES.addedToCart : MESSAGES.buyAgainNothing, data };
    },
  );

  invoiceRoute(app, '/orders/:id/invoice.pdf', {
    tags,
    summary: "The order's GST tax invoice as a PDF download (the customer's own orders only)",
    guard: app.authenticate,
    build: (seller, id, request) => orderInvoice(app.db, seller, id, request.user.id),
  });
};
export default shopRoutes;
