import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProfile } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { renderWithProviders, stubFetch } from '@/test/render';
import CustomersPage from './customers-page';

const customer: CustomerProfile = {
  _id: '0123456789abcdef01234567',
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  emailVerified: false,
  gender: null,
  country: 'India',
  state: 'Uttar Pradesh',
  city: 'Noida',
  address: '',
  pincode: '201301',
  role: 'customer',
  adminAreas: [],
  createdAt: '2025-03-12T10:00:00.000Z',
};

beforeAll(() => loadNamespace('admin'));

describe('CustomersPage', () => {
  it('lists a page of customers with the count and the pager', async () => {
    stubFetch({ body: { status: true, results: [customer], total: 21, page: 1, pageSize: 20 } });
    renderWithProviders(<CustomersPage />, { route: '/admin/customers' });

    expect(await screen.findByText('21 customers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('columnheader', { name: 'Mobile' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Asha Verma/ })).toHaveTextContent('+91 98765 43210');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows a failed load with Try again', async () => {
    stubFetch(
      { status: 500, body: { status: false, success: false, message: 'Database unavailable' } },
      { body: { status: true, results: [customer], total: 1, page: 1, pageSize: 20 } },
    );
    const user = userEvent.setup();
    renderWithProviders(<CustomersPage />, { route: '/admin/customers' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 customer')).toBeInTheDocument();
  });
});
