import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';
import { ProductThumb } from './product-thumb';

type DataTableProps = {
  /** Read by screen readers only. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The table's least width as a Tailwind class (`min-w-[720px]`); narrower screens scroll the frame sideways. */
  minWidth: string;
  /** The body rows. */
  children: ReactNode;
};

/**
 * An admin list as a table in a white frame: a hidden caption, uppercase headings, divided rows. On a narrow
 * screen the frame scrolls sideways; it is a named group in the tab order, so a keyboard can scroll it too (a
 * group, not a region: the section around a table is often the region of the same name).
 */
export function DataTable({ caption, columns, minWidth, children }: DataTableProps) {
  return (
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs tracking-wide text-gray-500 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}

type RowButtonProps = {
  /** The accessible name ("Edit Basmati rice"); the visible text is `children`. */
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
};

/** The link-styled button in a row's first cell that opens the row (its editor or details). */
export function RowButton({ label, onClick, className, children }: RowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The reference ("SV-PJ-26-004821") of an order or booking as its row's button; it opens the details. */
export function ReferenceButton({ reference, onOpen }: { reference: string; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <RowButton label={`${t('shop.view')} ${reference}`} onClick={onOpen} className="font-mono">
      {reference}
    </RowButton>
  );
}

type NameCellProps = {
  /** The picture's URL ('' for none). */
  image: string;
  name: string;
  /** The grey line under the name. */
  detail: ReactNode;
  onEdit: () => void;
};

/** A catalogue row's first cell (product, puja, yatra): the picture, the name that opens the editor, a line under it. */
export function NameCell({ image, name, detail, onEdit }: NameCellProps) {
  const { t } = useTranslation('admin');
  return (
    <td className="px-4 py-3">
      <div className="flex items-center gap-3">
        <ProductThumb src={image} className="size-10" />
        <div className="min-w-0">
          <RowButton label={`${t('shop.edit')} ${name}`} onClick={onEdit} className="text-left">
            {name}
          </RowButton>
          <p className="text-xs text-gray-500">{detail}</p>
        </div>
      </div>
    </td>
  );
}
