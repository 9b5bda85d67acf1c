import { useTranslation } from 'react-i18next';
import type { Address } from '@seva/contracts';
import { Button } from '@/components/ui';
import { cn } from '@/lib/format';
import { AddressLines } from './address-lines';

type AddressOptionProps = {
  address: Address;
  checked: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A radio card for one saved address, with Edit and Delete beside it. */
export function AddressOption({ address, checked, onSelect, onEdit, onDelete }: AddressOptionProps) {
  const { t } = useTranslation('shop');
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-3 transition-colors sm:p-4',
        checked ? 'border-primary ring-1 ring-primary' : 'border-gray-200',
      )}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name="delivery-address"
          value={address._id}
          checked={checked}
          onChange={onSelect}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span className="min-w-0 flex-1">
          <span className="mb-1 inline-block rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-gray-700 uppercase">
            {t(`address.types.${address.addressType}`)}
          </span>
          <AddressLines address={address} />
        </span>
      </label>
      <div className="mt-2 flex gap-2 pl-7">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('address.editNamed', { name: address.name })}>
          {t('address.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={t('address.deleteNamed', { name: address.name })}
        >
          {t('address.delete')}
        </Button>
      </div>
    </li>
  );
}
