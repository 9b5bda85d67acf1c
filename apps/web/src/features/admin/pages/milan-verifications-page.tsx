/**
 * Admin → Milan Sathi → ID verification: the members' ID and selfie uploads,
 * pending ones first (oldest first, so nobody waits longest), or the verified
 * or rejected ones; a request opens for review beside the profile photos.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUSES, type AdminVerification, type VerificationStatus } from '@seva/contracts';
import { SelectField } from '@/components/ui';
import { useMilanVerifications, type MilanVerificationsQuery } from '../api/get-milan-verifications';
import { FilterBar } from '../components/filter-bar';
import { ListHeader } from '../components/list-header';
import { MilanVerificationDialog } from '../components/milan-verification-dialog';
import { MilanVerificationsTable } from '../components/milan-verifications-table';
import { PagedList } from '../components/paged-list';
import { useListParams } from '../components/use-list-params';

const PAGE_SIZE = 20;

/** The status in the URL when it is one, else the queue's default: pending. */
function asStatus(value: string): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value) ? (value as VerificationStatus) : 'pending';
}

export default function MilanVerificationsPage() {
  const { t } = useTranslation('admin');
  const v = (key: string) => t(`milan.verifications.${key}`);
  const { get, page, set } = useListParams();
  const query: MilanVerificationsQuery = { status: asStatus(get('status')), page, pageSize: PAGE_SIZE };
  const verifications = useMilanVerifications(query);
  const [open, setOpen] = useState<AdminVerification | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={v('title')}
        count={verifications.data ? t('milan.verifications.count', { count: verifications.data.total }) : undefined}
      />
      <FilterBar>
        <SelectField
          label={v('statusFilter')}
          value={query.status}
          onChange={(event) => set({ status: event.target.value === 'pending' ? '' : event.target.value })}
          containerClassName="w-full sm:max-w-[12rem]"
        >
          {VERIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {v(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <PagedList
        list={verifications}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={{
          loadFailed: v('loadFailed'),
          emptyTitle: v(`empty.${query.status}`),
          emptyBody: v('emptyBody'),
          noMatchTitle: '',
          noMatchBody: '',
          clearFilters: '',
        }}
      >
        {(results) => <MilanVerificationsTable verifications={results} onOpen={setOpen} />}
      </PagedList>
      {open && <MilanVerificationDialog verification={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
