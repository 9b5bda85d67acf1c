type ProductImageProps = {
  src: string;
  className: string;
  /** The first card of a list, above the fold: loaded at once with high priority (it is the page's largest paint). */
  priority?: boolean;
};

/**
 * A product's picture where its name stands beside it: decorative (alt ""),
 * loaded lazily unless `priority`; 400 × 400 is the size the API serves, so the box is reserved
 * before it arrives. `className` sets the size, shape and fit.
 */
export function ProductImage({ src, className, priority = false }: ProductImageProps) {
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
