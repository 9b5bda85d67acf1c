import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from '@/i18n';
import './index.css';
import { preloadPages } from '@/app/lazy-page';
import { AppProviders } from '@/app/providers';
import { router, routes } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The page's chunk and strings download while the layout renders, not after it.
preloadPages(routes, window.location.pathname);

// At once in English; a visitor who chose Hindi first fetches its shell strings. A transition
// lets React yield to the browser while it builds the first screen (no long task on a slow phone).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
