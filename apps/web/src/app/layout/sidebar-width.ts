import {
  SIDEBAR_BREAKPOINT_PX,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_EXPANDED_PX,
  SIDEBAR_NARROW_COLLAPSED_PX,
} from '@seva/contracts';

/** Below SIDEBAR_BREAKPOINT_PX the sidebar starts collapsed (SPEC §2). */
export const sidebarStartsExpanded = (viewportWidth: number): boolean => viewportWidth >= SIDEBAR_BREAKPOINT_PX;

/**
 * Sidebar width in px (SPEC §2, §9): 250 expanded, 60 collapsed, and 80
 * collapsed on screens narrower than 700 px.
 */
export function sidebarWidth(viewportWidth: number, expanded: boolean): number {
  if (expanded) return SIDEBAR_EXPANDED_PX;
  return viewportWidth < SIDEBAR_BREAKPOINT_PX ? SIDEBAR_NARROW_COLLAPSED_PX : SIDEBAR_COLLAPSED_PX;
}
