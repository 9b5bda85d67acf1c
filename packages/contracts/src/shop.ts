/**
 * The devotional shop (SPEC §2, §3, §7): categories, products, cart and
 * orders. Prices travel in rupees (`price`, `mrp`, `totalPrice`, `amount`),
 * as the spec's payloads do; the server stores integer paise and converts at
 * the edge. Records carry `_id` (24 hex, SPEC §9).
 */
import { z } from './zod.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { recordIdSchema } from './common.js';
import { hindiText } from './content-hindi.js';
import { addressSchema } from './addresses.js';
import { razorpayPaymentSchema } from './payments.js';
import { paymentMethodSchema } from './payment-method.js';
import { shipmentSchema } from './order-tracking.js';

/** Most of one product a cart may hold. */
export const MAX_CART_QUANTITY = 10;
/** Products per page of get_products. */
export const PRODUCT_PAGE_SIZE = 24;

/** The Hindi of a category (decision 011): `localized` lays it over the English. */
export const productCategoryHindiSchema = z.object({ name: hindiText(60), description: hindiText(500) }).partial();

/** The Hindi of a product as stored and edited: name, description and pack size. */
export const productHindiSchema = z
  .object({ name: hindiText(120), description: hindiText(2000), unit: hindiText(40) })
  .partial();
export type ProductHindi = z.infer<typeof productHindiSchema>;

/** The Hindi of what a cart or order line shows of its product. */
export const productLineHindiSchema = productHindiSchema.pick({ name: true, unit: true });

/** GET /api/e-commerce/get_product_category → `data`. */
export const productCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  productCount: z.number().int(),
  hi: productCategoryHindiSchema,
});
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const productCategoriesResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(productCategorySchema),
});
export type ProductCategoriesResponse = z.infer<typeof productCategoriesResponseSchema>;

/** A product as the grid and the details page show it; image is a URL path. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  /** Selling price in rupees, GST included. */
  price: z.number(),
  /** Printed MRP in rupees (>= price). */
  mrp: z.number(),
  /** Pack size, e.g. '100 g', '108 beads'. */
  unit: z.string(),
  stock: z.number().int(),
  inStock: z.boolean(),
  image: z.string(),
  /** The product's Hindi, with its category's name in Hindi. */
  hi: productHindiSchema.extend({ categoryName: hindiText(60).optional() }),
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/e-commerce/get_products: by category, search text, paging. */
export const getProductsBodySchema = z.object({
  categoryId: recordIdSchema.optional(),
  search: z.string().trim().max(80).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(60).default(PRODUCT_PAGE_SIZE),
});
export type GetProductsBody = z.input<typeof getProductsBodySchema>;
export const productsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(productSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** GET /api/e-commerce/get_product_details/:id → `data`. */
export const productDetailsResponseSchema = z.object({ status: z.literal(true), data: productSchema });
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;

const quantitySchema = z
  .number({ error: MESSAGES.chooseQuantity })
  .int(MESSAGES.quantityWhole)
  .min(0, MESSAGES.quantityNotNegative)
  .max(MAX_CART_QUANTITY, MESSAGE_TEMPLATES.cartQuantityLimit(MAX_CART_QUANTITY));

/** POST /api/e-commerce/add_to_cart: adds `quantity` (default 1) to what the cart holds. */
export const addToCartBodySchema = z.object({
  productId: recordIdSchema,
  quantity: quantitySchema.min(1, MESSAGES.quantityAtLeastOne).default(1),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/** POST /api/e-commerce/update_cart_item_quantity: sets the quantity; 0 removes the item. */
export const updateCartItemBodySchema = z.object({ productId: recordIdSchema, quantity: quantitySchema });
export type UpdateCartItemBody = z.input<typeof updateCartItemBodySchema>;

/** POST /api/e-commerce/get_customer_cart `{ customerId }` (must be the caller). */
export const customerIdBodySchema = z.object({ customerId: recordIdSchema });

export const cartItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  price: z.number(),
  mrp: z.number(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** price × quantity, rupees. */
  lineTotal: z.number(),
  hi: productLineHindiSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart (SPEC §3): items with quantity, plus totalPrice (rupees; the web shows it as total_price). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totalPrice: z.number(),
  totalQuantity: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: cartSchema,
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * POST /api/e-commerce/order_product: places the cart as an order, paid by a
 * card payment whose amount must equal the server's cart total (SPEC §7 adds customerName).
 */
export const orderProductBodySchema = z
  .object({
    customerName: z.string().trim().min(1, MESSAGES.enterDeliveryName).max(80),
    addressId: recordIdSchema,
  })
  .extend(razorpayPaymentSchema.shape);
export type OrderProductBody = z.infer<typeof orderProductBodySchema>;

export const ORDER_STATUSES = ['placed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  /** The Hindi of the name and pack size, copied when the order was placed. */
  hi: productLineHindiSchema,
});

export const orderSchema = z.object({
  _id: z.string(),
  /** What the customer quotes, e.g. SV-OD-26-004821 (issue 20; the API's db/columns.ts referenceColumn). */
  reference: z.string(),
  customerName: z.string(),
  items: z.array(orderItemSchema),
  /** Paid total in rupees. */
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** paid, or refunded once a cancelled order's money went back. */
  paymentStatus: z.enum(['paid', 'refunded']),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string(),
  /** How it was paid (Razorpay's `method`: upi, card, netbanking, wallet…), for refund texts; null when unknown. */
  paymentMethod: paymentMethodSchema,
  address: addressSchema.omit({ _id: true, createdAt: true }),
  /** The GST invoice's number (SV/26-27/000123), given at payment; null for orders paid before invoices existed (given at the first download). */
  invoiceNumber: z.string().nullable(),
  /** When the order reached each status, oldest first (placed is when it was placed; issue 23). */
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  /** The courier and AWB, once shipped. */
  shipment: shipmentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderTimelineStep = Order['timeline'][number];

export const orderResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** POST /api/user/getCustomerOrder `{ customerId }` → `data`, newest first. */
export const customerOrdersResponseSchema = z.object({ status: z.literal(true), data: z.array(orderSchema) });
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;

/** POST /api/e-commerce/buy_again `{ orderId }` (issue 23): the past order's products, again, into the cart. */
export const buyAgainBodySchema = z.object({ orderId: recordIdSchema });
export type BuyAgainBody = z.infer<typeof buyAgainBodySchema>;

/** One line of a past order as buy again met it: how many were wanted and how many the cart took. */
export const buyAgainLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** The Hindi name copied with the order, when it had one. */
  hiName: z.string().optional(),
  wanted: z.number().int(),
  added: z.number().int(),
});
export type BuyAgainLine = z.infer<typeof buyAgainLineSchema>;

/**
 * The cart after buy again, and every line of the order with what was added:
 * fewer than wanted (stock, the per-product limit) or none (sold out, no
 * longer sold) are the lines the customer is told about.
 */
export const buyAgainResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ cart: cartSchema, lines: z.array(buyAgainLineSchema) }),
});
export type BuyAgainResponse = z.infer<typeof buyAgainResponseSchema>;
