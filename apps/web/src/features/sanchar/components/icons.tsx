import type { ReactNode } from 'react';

/** The player's icons: decorative, the buttons carry the names. */
type IconProps = { className?: string };

/** A 24-unit icon: filled shapes, or lines drawn 2 units wide with `stroke`. */
function Icon({ className, stroke = false, children }: IconProps & { stroke?: boolean; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={stroke ? 'none' : 'currentColor'}
      {...(stroke ? { stroke: 'currentColor', strokeWidth: 2 } : {})}
      className={className}
    >
      {children}
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </Icon>
  );
}

export function PauseIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </Icon>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <Icon className={className} stroke>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </Icon>
  );
}

/** The speaker both sound icons draw. */
const speaker = <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" strokeLinejoin="round" />;

export function SoundIcon({ className }: IconProps) {
  return (
    <Icon className={className} stroke>
      {speaker}
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
    </Icon>
  );
}

export function MutedIcon({ className }: IconProps) {
  return (
    <Icon className={className} stroke>
      {speaker}
      <path d="M16 9l6 6M22 9l-6 6" strokeLinecap="round" />
    </Icon>
  );
}

export function FullscreenIcon({ className }: IconProps) {
  return (
    <Icon className={className} stroke>
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

export function ExitFullscreenIcon({ className }: IconProps) {
  return (
    <Icon className={className} stroke>
      <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}
