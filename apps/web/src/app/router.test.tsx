/**
 * The app's own route table in a memory router: a first load of an admin
 * page resolves the console's lazy routes with the router's hydrate fallback
 * shown meanwhile, so React Router has nothing to warn about.
 */
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { customerProfile } from '@/test/factories';
import { fakeSession, renderRouter, testCustomer } from '@/test/render';
import { routes } from './router';

describe('the admin console’s routes', () => {
  it('load on a first visit without React Router’s HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    fakeApi({
      'GET /api/app/customer/me': {
        body: { status: true, data: customerProfile({ role: 'admin', adminAreas: ['content'] }) },
      },
      'GET /api/admin/overview': { body: { status: true, data: { queues: [] } } },
    });
    renderRouter(createMemoryRouter(routes, { initialEntries: ['/admin'] }), fakeSession({ customer: testCustomer }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });
});
