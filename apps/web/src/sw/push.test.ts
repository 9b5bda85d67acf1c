import { describe, expect, it } from 'vitest';
import { notificationFromPush, safeLink } from './push';

describe('a Web Push message as a notification', () => {
  it('shows the title and body, tags it by kind and id, and opens its link', () => {
    const shown = notificationFromPush(
      JSON.stringify({
        title: 'Recharge successful',
        body: '₹239 for 98765 43210',
        link: '/recharge?order=r1',
        kind: 'recharge_result',
        id: 'r1',
      }),
    );
    expect(shown.title).toBe('Recharge successful');
    expect(shown.options).toMatchObject({
      body: '₹239 for 98765 43210',
      tag: 'recharge_result:r1',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { link: '/recharge?order=r1' },
    });
  });

  it('opens the home page for a null link', () => {
    const shown = notificationFromPush(
      JSON.stringify({ title: 'Seva', body: 'Hello', link: null, kind: 'x', id: '1' }),
    );
    expect(shown.options.data.link).toBe('/');
  });

  it('still shows a plain notification for no payload, text that is not JSON, or missing fields', () => {
    for (const payload of [null, 'not json', '[1,2]', '{}', JSON.stringify({ title: 42 })]) {
      const shown = notificationFromPush(payload);
      expect(shown.title, String(payload)).toBe('Seva');
      expect(shown.options.body).toBe('');
      expect(shown.options.tag).toBeUndefined();
      expect(shown.options.data.link).toBe('/');
    }
  });

  it('never opens another site', () => {
    expect(safeLink('https://evil.example/')).toBe('/');
    expect(safeLink('//evil.example/')).toBe('/');
    expect(safeLink('/\\evil.example')).toBe('/');
    expect(safeLink('javascript:alert(1)')).toBe('/');
    expect(safeLink('/dashboard/messages')).toBe('/dashboard/messages');
  });
});
