/**
 * SPEC §2: the breadcrumb renders only a spacer. Kept as a component so pages
 * keep one consistent gap under the fixed header.
 */
export function Breadcrumb() {
  return <div aria-hidden="true" data-testid="breadcrumb-spacer" className="h-4 sm:h-6" />;
}
