/**
 * Hindi for every customer-facing string (issue 21): each English namespace the customer sees has a
 * Hindi file with every one of its keys and none it lacks. The admin console's own test
 * (features/admin/i18n.test.ts) allows it whole sections in English; 'messages' comes from contracts.
 */
import { describe, expect, it } from 'vitest';
import { keysOf } from '@/test/translation-keys';

type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>('./locales/*/*.json', { eager: true, import: 'default' });

const bundle = (language: string, namespace: string) => files[`./locales/${language}/${namespace}.json`];
const CUSTOMER_NAMESPACES = Object.keys(files)
  .map((file) => /\.\/locales\/en\/(.+)\.json$/.exec(file)?.[1])
  .filter((namespace): namespace is string => namespace !== undefined && namespace !== 'admin');

describe('Hindi for the customer', () => {
  it('covers every namespace the customer sees', () => {
    expect(CUSTOMER_NAMESPACES.length).toBeGreaterThan(20);
    expect(CUSTOMER_NAMESPACES.filter((namespace) => !bundle('hi', namespace))).toEqual([]);
  });

  it.each(CUSTOMER_NAMESPACES)('%s: every English key in Hindi, and no key English lacks', (namespace) => {
    const english = keysOf(bundle('en', namespace) ?? {});
    const hindi = keysOf(bundle('hi', namespace) ?? {});
    expect(english.filter((key) => !hindi.includes(key))).toEqual([]);
    expect(hindi.filter((key) => !english.includes(key))).toEqual([]);
  });
});
