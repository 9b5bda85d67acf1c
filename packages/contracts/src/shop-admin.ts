/**
 * The shop's admin console (admin role only), REST-shaped under
 * /api/admin/shop/…: categories, products (with image upload), orders (status
 * changes; cancelling refunds) and the refund ledger. Money travels in
 * rupees like the customer calls; the server stores integer paise.
 */
import { z } from './zod.js';
import {
  catalogueQuerySchema,
  pagedResultsSchema,
  recordResponseSchema,
  savedResponseSchema,
  statusBodySchema,
  statusListQuerySchema,
} from './admin-common.js';
import { updateBodySchema } from './admin-fields.js';
import { pageQuerySchema, recordIdSchema } from './common.js';
import { RECORD_ID_PATTERN } from './constants.js';
import { AWB_PATTERN } from './order-tracking.js';
import { REFUND_STATUSES, rupeesToPaise } from './payments.js';
import {
  ORDER_STATUSES,
  orderSchema,
  productCategoryHindiSchema,
  productHindiSchema,
  productSchema,
  type OrderStatus,
} from './shop.js';

/** Largest product image accepted by POST /api/admin/shop/products/:id/image. */
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
/** Stored product images fit inside this square (never enlarged). */
export const PRODUCT_IMAGE_MAX_PX = 800;
/** What the image upload accepts (checked by the file's content, not its name). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The order statuses an admin may move an order to from each status:
 * placed → packed → shipped → delivered, and placed | packed → cancelled.
 */
export const ORDER_STATUS_NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** True when an order in `from` may move to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_NEXT[from].includes(to);
}

// ── Categories ──────────────────────────────────────────────────────────────

/** A category as the console shows it: active or not, with all its products counted. */
export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Products in the category, active or not. */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: productCategoryHindiSchema,
  /** The English text fields with no Hindi yet; empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** GET /api/admin/shop/categories → every category in shelf order. */
export const adminCategoriesResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(adminCategorySchema),
});
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>;

const categoryFields = z.object({
  name: z
    .string({ error: 'Please enter the category name.' })
    .trim()
    .min(2, 'The name needs at least 2 characters.')
    .max(60, 'The name can have at most 60 characters.')
    // The slug (web address) is made from the name's Latin letters and digits.
    .regex(/[a-z0-9]/i, 'The name needs at least one English letter or digit.'),
  description: z.string().trim().max(500, 'The description can have at most 500 characters.'),
  sortOrder: z
    .number({ error: 'Please enter the shelf position.' })
    .int('The shelf position must be a whole number.')
    .min(0, 'The shelf position cannot be negative.')
    .max(9999),
  active: z.boolean(),
  hi: productCategoryHindiSchema,
});

/** POST /api/admin/shop/categories; the slug is made from the name (409 when taken). */
export const adminCategoryCreateBodySchema = categoryFields.extend({
  description: categoryFields.shape.description.default(''),
  sortOrder: categoryFields.shape.sortOrder.default(0),
  active: categoryFields.shape.active.default(true),
  hi: productCategoryHindiSchema.default({}),
});
export type AdminCategoryCreateBody = z.input<typeof adminCategoryCreateBodySchema>;

/** PATCH /api/admin/shop/categories/:id: any of the fields; a new name makes a new slug. */
export const adminCategoryUpdateBodySchema = updateBodySchema(categoryFields);
export type AdminCategoryUpdateBody = z.input<typeof adminCategoryUpdateBodySchema>;

export const adminCategoryResponseSchema = savedResponseSchema(adminCategorySchema);
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponseSchema>;

// ── Products ────────────────────────────────────────────────────────────────

/** A product as the console shows it: the catalogue shape plus its own state. */
export const adminProductSchema = productSchema.extend({
  active: z.boolean(),
  /** False when the product's category is switched off (then customers do not see it). */
  categoryActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: productHindiSchema,
  /** The English text fields with no Hindi yet; empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /api/admin/shop/products?q=&categoryId=&active=&page=&pageSize= (by name). */
export const adminProductsQuerySchema = catalogueQuerySchema.extend({ categoryId: recordIdSchema.optional() });
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const adminProductsResponseSchema = pagedResultsSchema(adminProductSchema);
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

/** Rupees with at most 2 decimals, more than ₹0 (stored as paise). */
const rupeesField = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in rupees.` })
    .positive(`The ${what} must be more than ₹0.`)
    .max(10_00_000, `The ${what} can be at most ₹10,00,000.`)
    .refine((value) => rupeesToPaise(value) !== null, `The ${what} can have at most 2 decimals (paise).`);

/** The message of a product whose MRP would end below its price. */
export const MRP_BELOW_PRICE = 'The MRP cannot be less than the price.';

const productFields = z.object({
  name: z
    .string({ error: 'Please enter the product name.' })
    .trim()
    .min(2, 'The name needs at least 2 characters.')
    .max(120, 'The name can have at most 120 characters.')
    .regex(/[a-z0-9]/i, 'The name needs at least one English letter or digit.'),
  description: z.string().trim().max(2000, 'The description can have at most 2000 characters.'),
  categoryId: z.string({ error: 'Please choose a category.' }).regex(RECORD_ID_PATTERN, 'Please choose a category.'),
  /** Selling price in rupees, GST included. */
  price: rupeesField('price'),
  /** Printed MRP in rupees, at least the price. */
  mrp: rupeesField('MRP'),
  unit: z
    .string()
    .trim()
    .min(1, 'Please enter the pack size, e.g. 100 g.')
    .max(40, 'The pack size can have at most 40 characters.'),
  stock: z
    .number({ error: 'Please enter the stock.' })
    .int('The stock must be a whole number.')
    .min(0, 'The stock cannot be negative.')
    .max(1_00_000, 'The stock can be at most 1,00,000.'),
  active: z.boolean(),
  hi: productHindiSchema,
});

/** POST /api/admin/shop/products (image comes separately, by upload). */
export const adminProductCreateBodySchema = productFields
  .extend({
    description: productFields.shape.description.default(''),
    unit: productFields.shape.unit.default('1 pc'),
    active: productFields.shape.active.default(true),
    hi: productHindiSchema.default({}),
  })
  .refine((body) => body.mrp >= body.price, { message: MRP_BELOW_PRICE, path: ['mrp'] });
export type AdminProductCreateBody = z.input<typeof adminProductCreateBodySchema>;
export type AdminProductCreateValues = z.output<typeof adminProductCreateBodySchema>;

/**
 * PATCH /api/admin/shop/products/:id: any of the fields. The MRP is checked
 * against the price here when both come, else by the server against the stored one.
 */
export const adminProductUpdateBodySchema = updateBodySchema(productFields).refine(
  (body) => body.mrp === undefined || body.price === undefined || body.mrp >= body.price,
  { message: MRP_BELOW_PRICE, path: ['mrp'] },
);
export type AdminProductUpdateBody = z.input<typeof adminProductUpdateBodySchema>;

export const adminProductResponseSchema = savedResponseSchema(adminProductSchema);
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

// ── Orders ──────────────────────────────────────────────────────────────────

/** An order as the console shows it: the customer's shape plus who and how it was paid. */
export const adminOrderSchema = orderSchema.extend({
  customerId: z.string(),
  paymentId: z.string(),
  /** The refund of the order's payment, once one was asked for (null: none). */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/shop/orders?status=&q=&page=&pageSize= (newest first; q: customer name or order id). */
export const adminOrdersQuerySchema = statusListQuerySchema(ORDER_STATUSES);
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrdersResponseSchema = pagedResultsSchema(adminOrderSchema);
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const adminOrderResponseSchema = recordResponseSchema(adminOrderSchema);
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/**
 * PATCH /api/admin/shop/orders/:id/status: a forward move (ORDER_STATUS_NEXT;
 * 409 otherwise). Cancelling refunds the payment and puts the stock back;
 * asking for the status the order already has changes nothing. Moving to
 * shipped needs the courier and AWB number (issue 23), kept with the order.
 */
/** The shipment fields an admin enters with the move to shipped. */
const shipmentBodyShape = {
  courier: z
    .string({ error: 'Please enter the courier.' })
    .trim()
    .min(2, 'Please enter the courier.')
    .max(40, 'The courier name can have at most 40 characters.'),
  awb: z
    .string({ error: 'Please enter the AWB number.' })
    .trim()
    .regex(AWB_PATTERN, 'The AWB number has 6 to 30 letters, digits or hyphens.'),
};

export const adminOrderStatusBodySchema = statusBodySchema(ORDER_STATUSES, 'order')
  .extend({ courier: shipmentBodyShape.courier.optional(), awb: shipmentBodyShape.awb.optional() })
  .refine((body) => body.status !== 'shipped' || (body.courier !== undefined && body.awb !== undefined), {
    message: 'Please enter the courier and the AWB number to mark the order shipped.',
    path: ['awb'],
  });
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBodySchema>;

export const adminOrderStatusResponseSchema = savedResponseSchema(adminOrderSchema);
export type AdminOrderStatusResponse = z.infer<typeof adminOrderStatusResponseSchema>;

// ── Refunds ─────────────────────────────────────────────────────────────────

/** One row of the refund ledger; amount in rupees (or dollars for USD payments). */
export const adminRefundSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  /** The shop order the payment paid for, when it was one. */
  orderId: z.string().nullable(),
  /** The order's reference (SV-OD-…), null like `orderId`. */
  orderReference: z.string().nullable(),
  customerId: z.string(),
  amount: z.number(),
  currency: z.enum(['INR', 'USD']),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  gatewayRefundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET /api/admin/shop/refunds?page=&pageSize= (newest first). */
export const adminRefundsQuerySchema = pageQuerySchema;
export type AdminRefundsQuery = z.input<typeof adminRefundsQuerySchema>;

export const adminRefundsResponseSchema = pagedResultsSchema(adminRefundSchema);
export type AdminRefundsResponse = z.infer<typeof adminRefundsResponseSchema>;
