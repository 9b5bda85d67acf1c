/**
 * Test data for the shop tests, as the API answers it. Factories take
 * overrides. Ids, the customer and addresses come from @/test/factories; the
 * fake API they are served through is `fakeApi` in @/test/fake-api.
 */
import type { Cart, CartItem, Order, Product, ProductCategory } from '@seva/contracts';
import { address, recordId, reference } from '@/test/factories';

export function category(overrides: Partial<ProductCategory> = {}): ProductCategory {
  return {
    _id: recordId(),
    name: 'Puja Samagri',
    slug: 'puja-samagri',
    description: 'Everyday puja essentials.',
    productCount: 6,
    hi: {},
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: recordId(),
    name: 'Pure Camphor Tablets',
    slug: 'pure-camphor-tablets',
    description: 'Bhimseni camphor for aarti.',
    categoryId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    categoryName: 'Puja Samagri',
    price: 149,
    mrp: 199,
    unit: '100 g',
    stock: 25,
    inStock: true,
    image: '/api/e-commerce/product-image/pure-camphor-tablets.svg',
    hi: {},
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price ?? 149;
  const quantity = overrides.quantity ?? 1;
  return {
    _id: recordId(),
    productId: recordId(),
    name: 'Pure Camphor Tablets',
    image: '/img/camphor.svg',
    unit: '100 g',
    price,
    mrp: 199,
    quantity,
    stock: 25,
    lineTotal: price * quantity,
    hi: {},
    ...overrides,
  };
}

/** A cart whose totals follow from its items, as the server computes them. */
export function cartOf(...items: CartItem[]): Cart {
  return {
    items,
    totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  const { _id: _unused, createdAt: _created, ...delivery } = address();
  return {
    _id: recordId(),
    customerName: 'Asha Verma',
    reference: reference('OD'),
    items: [
      {
        productId: recordId(),
        name: 'Pure Camphor Tablets',
        image: '/img/c.svg',
        unit: '100 g',
        price: 149,
        quantity: 2,
        hi: {},
      },
    ],
    amount: 298,
    status: 'placed',
    paymentStatus: 'paid',
    razorpayOrderId: 'order_Q1w2E3r4T5y6U7',
    razorpayPaymentId: 'pay_Z9y8X7w6V5u4T3',
    address: delivery,
    invoiceNumber: 'SV/24-25/000042',
    timeline: [{ status: 'placed', at: '2025-03-12T10:00:00.000Z' }],
    shipment: null,
    createdAt: '2025-03-12T10:00:00.000Z',
    updatedAt: '2025-03-12T10:00:00.000Z',
    ...overrides,
  };
}
