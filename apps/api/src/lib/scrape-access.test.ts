/** lib/scrape-access.ts: who may read the metrics, by TCP peer, forwarding headers and bearer token. */
import { describe, expect, it } from 'vitest';
import { bearerMatches, isLoopback, mayScrape } from './scrape-access.js';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

describe('scrape access', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['1270::1', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });

  it('lets loopback in only without a forwarding header', () => {
    expect(mayScrape('127.0.0.1', {}, undefined)).toBe(true);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(mayScrape('127.0.0.1', { [header]: '203.0.113.9' }, undefined)).toBe(false);
    expect(mayScrape('203.0.113.9', {}, undefined)).toBe(false);
  });

  it('lets the exact bearer token in from anywhere', () => {
    expect(mayScrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe(true);
    expect(mayScrape('127.0.0.1', { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '1.2.3.4' }, TOKEN)).toBe(
      true,
    );
    expect(bearerMatches(`Bearer ${TOKEN} `, TOKEN)).toBe(false);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', undefined)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
