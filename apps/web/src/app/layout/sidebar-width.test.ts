import { describe, expect, it } from 'vitest';
import { sidebarStartsExpanded, sidebarWidth } from './sidebar-width';

describe('sidebar (SPEC §2, §9)', () => {
  it('is 250 px expanded and 60 px collapsed on wide screens', () => {
    expect(sidebarWidth(1280, true)).toBe(250);
    expect(sidebarWidth(1280, false)).toBe(60);
    expect(sidebarWidth(700, false)).toBe(60);
  });

  it('starts collapsed at 80 px below 700 px', () => {
    expect(sidebarStartsExpanded(699)).toBe(false);
    expect(sidebarWidth(699, false)).toBe(80);
    expect(sidebarStartsExpanded(700)).toBe(true);
  });
});
