import type { ReactNode } from 'react';
import { cn } from '@/lib/format';
import { Breadcrumb } from './breadcrumb';

type PageContainerProps = {
  children: ReactNode;
  /** Narrow pages (forms, messages) use 'md'. */
  width?: 'md' | 'lg' | 'xl';
  className?: string;
};

const widths = { md: 'max-w-2xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;

/** The max-width page wrapper with the breadcrumb spacer on top. */
export function PageContainer({ children, width = 'xl', className }: PageContainerProps) {
  return (
    <div className={cn('mx-auto w-full px-4 pb-12 sm:px-6', widths[width], className)}>
      <Breadcrumb />
      {children}
    </div>
  );
}
