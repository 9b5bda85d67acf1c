import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveModal } from '@/lib/modal-store';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { Header } from './header';

describe('Header', () => {
  it('offers "Login or Create Account" to visitors, which opens the login modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login or Create Account' }));
    expect(getActiveModal()).toBe('login');
  });

  it('shows the SPEC §2 navigation in order', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Recharge', 'Milan Sathi', 'Book a Puja', 'Products', 'Yatra']);
  });

  it('shows the cart without a badge while the cart is empty', () => {
    renderWithProviders(<Header />, { session: fakeSession({ customer: testCustomer }) });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart/products-cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});

describe('AccountMenu', () => {
  const openMenu = async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { session: fakeSession({ customer: testCustomer }) });
    // The menu's code loads once the customer is signed in.
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    return user;
  };

  it('shows the name and the mobile masked as six X then digits 7 to 10', async () => {
    await openMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(panel).getByTestId('masked-mobile')).toHaveTextContent(/^XXXXXX3210$/);
    expect(panel).not.toHaveTextContent('9876543210');
  });

  it('falls back to the mobile when there is no name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, {
      session: fakeSession({ customer: { ...testCustomer, firstname: '', lastname: '', mobile: '9123456789' } }),
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await user.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByText('9123456789')).toBeInTheDocument();
    expect(within(panel).getByTestId('masked-mobile')).toHaveTextContent('XXXXXX6789');
  });

  it('lists the account entries in SPEC order with Logout last, which asks to confirm', async () => {
    const user = await openMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    const entries = Array.from(panel.querySelectorAll('a, button')).map((element) => element.textContent);
    expect(entries).toEqual([
      'My Profile',
      'My Cart',
      'Recharge History',
      'Product History',
      'Puja History',
      'Yatra History',
      'Pitr Paksha History',
      'Logout',
    ]);
    expect(within(panel).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(getActiveModal()).toBe('logout');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape', async () => {
    const user = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
