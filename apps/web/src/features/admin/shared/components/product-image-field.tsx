/**
 * The product picture: shows the chosen file at once (a local preview),
 * else the stored image. Type and size are checked when the file is chosen
 * (useChosenImage) for a quick answer; the server checks the content again.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/format';
import type { ChosenImage } from '../hooks/use-chosen-image';

type ProductImageFieldProps = {
  /** The stored image URL ('' for none). */
  current: string;
  name: string;
  chosen: ChosenImage;
  className?: string;
};

export function ProductImageField({ current, name, chosen, className }: ProductImageFieldProps) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const shown = chosen.preview ?? current;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="text-sm font-medium text-gray-800">{t('shop.products.image.label')}</legend>
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
          {shown ? (
            <img
              src={shown}
              alt={t('shop.products.image.preview', { name: name || t('shop.products.newTitle') })}
              className="size-full object-contain"
            />
          ) : (
            <span className="px-2 text-center text-xs text-gray-500">{t('shop.products.image.none')}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label
            htmlFor={inputId}
            className={buttonClasses('secondary', 'sm', 'w-fit cursor-pointer focus-within:outline-2')}
          >
            {shown ? t('shop.products.image.change') : t('shop.products.image.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-invalid={chosen.problem ? true : undefined}
            aria-describedby={`${inputId}-note`}
            onChange={(event) => {
              chosen.choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id={`${inputId}-note`} className={cn('text-xs', chosen.problem ? 'text-red-600' : 'text-gray-500')}>
            {chosen.problem
              ? t(`shop.products.image.${chosen.problem}`)
              : chosen.file
                ? chosen.file.name
                : t('shop.products.image.hint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
