/**
 * A product's picture where its name stands beside it: decorative (alt ""),
 * loaded lazily; 400 × 400 is the size the API serves, so the box is reserved
 * before it arrives. `className` sets the size, shape and fit.
 */
export function ProductImage({ src, className }: { src: string; className: string }) {
  return <img src={src} alt="" width={400} height={400} loading="lazy" decoding="async" className={className} />;
}
