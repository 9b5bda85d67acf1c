import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadNamespace, NAMESPACES } from '@/i18n';
import { closeModal } from '@/lib/modal-store';

// jsdom has no layout: these exist in every browser we support.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The app fetches a page's strings with its chunk; a test renders a page at once, so every
// customer namespace is there from the start in both languages (the admin tests load theirs).
beforeAll(async () => {
  await loadNamespace(NAMESPACES.filter((ns) => ns !== 'admin'));
  await i18n.loadLanguages('hi');
});

// A test fails on an unexpected console.error (React warnings included).
let consoleErrors: unknown[][] = [];
beforeEach(async () => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
  closeModal();
  window.localStorage.clear();
  // lib/acting-account: nobody is helped with at the start of a test.
  window.sessionStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
