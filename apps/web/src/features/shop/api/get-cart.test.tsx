import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, fetchBody, renderWithProviders, stubFetch, testCustomer } from '@/test/render';
import { sumCartQuantity, useCartQuantity } from './get-cart';

function Badge() {
  return <span data-testid="quantity">{useCartQuantity()}</span>;
}

const item = (quantity: number) => ({ quantity });

describe('sumCartQuantity (SPEC §9)', () => {
  it('adds up item quantities, ignoring values that are not numbers', () => {
    expect(sumCartQuantity([])).toBe(0);
    expect(sumCartQuantity([item(2), item(3), item(Number.NaN)])).toBe(5);
  });
});

describe('useCartQuantity', () => {
  it('is 0 for a visitor without asking for a cart', () => {
    const fetchMock = stubFetch();
    renderWithProviders(<Badge />);
    expect(screen.getByTestId('quantity')).toHaveTextContent('0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sums the signed-in customer's cart quantities", async () => {
    const fetchMock = stubFetch({
      body: { status: true, data: { items: [item(2), item(4)], totalPrice: 900, totalQuantity: 6 } },
    });
    renderWithProviders(<Badge />, { session: fakeSession({ customer: testCustomer }) });
    await waitFor(() => expect(screen.getByTestId('quantity')).toHaveTextContent('6'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/e-commerce/get_customer_cart');
    expect(fetchBody(fetchMock)).toEqual({ customerId: testCustomer.userid });
  });

  it('stays 0 when the cart cannot load', async () => {
    const fetchMock = stubFetch({ status: 503, body: { status: false, success: false, message: 'Down' } });
    renderWithProviders(<Badge />, { session: fakeSession({ customer: testCustomer }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('quantity')).toHaveTextContent('0');
  });
});
