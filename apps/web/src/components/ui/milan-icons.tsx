/**
 * Line icons only the Milan Sathi pages draw, apart from icons.tsx, which
 * every first visit downloads: imported from here directly (not through the
 * components/ui index), so they travel with the pages that use them.
 */
import { OutlineIcon, type IconProps } from './icons';

/** A bookmark: a profile saved to the shortlist (filled with `fill-current` when saved). */
export const BookmarkIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M6 4h12v17l-6-4-6 4z" />
  </OutlineIcon>
);

/** A camera: a photo request. */
export const CameraIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </OutlineIcon>
);
