/**
 * Saved addresses (newest first) as radio cards, with add, edit and delete.
 * The first address is chosen until the customer picks another.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ADDRESSES, type Address } from '@seva/contracts';
import { Button, EmptyState, Skeleton } from '@/components/ui';
import { useAddresses } from '../api/get-addresses';
import { AddressDialog } from './address-dialog';
import { AddressOption } from './address-option';
import { DeleteAddressDialog } from './delete-address-dialog';

type AddressPickerProps = {
  /** The chosen address id, or null for "the first one". */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
};

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/** Picks the delivery address; resolves the effective choice through `resolveSelected`. */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation('shop');
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data ?? [];
  const chosen = resolveSelected(list, selectedId)?._id ?? null;

  return (
    <section aria-labelledby="address-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="address-heading" className="text-lg font-bold text-gray-900">
          {t('address.title')}
        </h2>
        {list.length > 0 && list.length < MAX_ADDRESSES && (
          <Button variant="secondary" size="sm" onClick={() => setEditing({ mode: 'add' })}>
            {t('address.add')}
          </Button>
        )}
      </div>

      {addresses.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true" data-testid="addresses-skeleton">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          title={t('address.emptyTitle')}
          description={t('address.emptyBody')}
          action={<Button onClick={() => setEditing({ mode: 'add' })}>{t('address.add')}</Button>}
        />
      ) : (
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('address.choose')}</legend>
          <ul className="flex flex-col gap-3">
            {list.map((address) => (
              <AddressOption
                key={address._id}
                address={address}
                checked={address._id === chosen}
                onSelect={() => onSelect(address._id)}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
          {list.length >= MAX_ADDRESSES && (
            <p className="mt-3 text-sm text-gray-600">{t('address.limit', { count: MAX_ADDRESSES })}</p>
          )}
        </fieldset>
      )}

      <AddressDialog
        // A fresh form per address (and per "add"), never stale values from the last one.
        key={editing?.mode === 'edit' ? editing.address._id : 'add'}
        open={editing !== null}
        address={editing?.mode === 'edit' ? editing.address : undefined}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          onSelect(saved._id);
        }}
      />
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          if (id === selectedId) onSelect(null);
        }}
      />
    </section>
  );
}

/** The chosen address: the one with `selectedId` when it still exists, else the newest. */
export function resolveSelected(list: Address[], selectedId: string | null): Address | undefined {
  return list.find((address) => address._id === selectedId) ?? list[0];
}
