import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveModal } from '@/lib/modal-store';
import { renderWithProviders, stubFetch } from '@/test/render';
import { MilanSathiHeader } from './header';

describe('MilanSathiHeader login', () => {
  it('opens the Milan Sathi e-mail + password login from "Login to Milan Sathi"', async () => {
    stubFetch({ body: { status: true, data: {} } });
    const user = userEvent.setup();
    renderWithProviders(<MilanSathiHeader />, { route: '/milan-sathi' });
    await user.click(screen.getByRole('button', { name: 'Login to Milan Sathi' }));
    expect(getActiveModal()).toBe('milanLogin');
  });
});
