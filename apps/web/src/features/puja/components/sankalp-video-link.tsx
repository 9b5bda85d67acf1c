import type { ReactNode } from 'react';

/** The proof video's address when it is a web link (never a javascript: or data: URL). */
export function videoHref(url: string | null): string | undefined {
  return url && /^(https?:\/\/|\/)/i.test(url) ? url : undefined;
}

/** The link to a booking's recorded sankalp (puja or pitr paksha), opened in a new tab; `href` from videoHref. */
export function SankalpVideoLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </a>
  );
}
