import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SquareImage } from './square-image';

type CatalogueCardProps = {
  /** The details page. */
  href: string;
  image: string;
  name: string;
  /** A small upper-case line above the name (a ritual's kind, a tour's length); none when absent. */
  eyebrow?: ReactNode;
  /** "From ₹X", at the foot of the card, in the caller's words. */
  price: string;
  /** A small line under the price (a puja's price in dollars for customers abroad); none when absent. */
  priceNote?: string;
  /** The lines between the name and the price. */
  children: ReactNode;
  /** The list's first card, above the fold: its picture loads at once (SquareImage `eager`). */
  eager?: boolean;
};

/**
 * One item of a catalogue list (a puja, a yatra): image, eyebrow, name (the
 * link), the caller's lines and the price (with an optional note). A row (thumbnail beside the text)
 * on phones, a tile from 640 px.
 */
export function CatalogueCard({ href, image, name, eyebrow, price, priceNote, children, eager }: CatalogueCardProps) {
  return (
    <article className="flex w-full gap-3 overflow-hidden rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:p-0">
      {/* The name below is the link's accessible twin; the image link is for pointers only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-28 shrink-0 self-start sm:w-full">
        <SquareImage src={image} eager={eager} className="rounded-lg sm:rounded-none" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
        {eyebrow && <p className="text-xs font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h2 className="text-base font-semibold text-gray-900">
          <Link to={href} className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary">
            {name}
          </Link>
        </h2>
        {children}
        <p className="mt-auto pt-1 text-base font-bold text-gray-900">{price}</p>
        {priceNote && <p className="text-xs text-gray-600">{priceNote}</p>}
      </div>
    </article>
  );
}
