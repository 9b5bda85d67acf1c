import { cn } from '@/lib/format';

/** A product's picture beside its name (decorative), or a grey square when it has none; `className` sets the size. */
export function ProductThumb({ src, className }: { src: string; className: string }) {
  if (!src) return <span aria-hidden="true" className={cn('shrink-0 rounded-md bg-gray-100', className)} />;
  return (
    <img src={src} alt="" className={cn('shrink-0 rounded-md border border-gray-100 object-contain', className)} />
  );
}
