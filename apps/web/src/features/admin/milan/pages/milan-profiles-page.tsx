/**
 * Admin → Milan Sathi → Profiles: every matrimony profile, newest first,
 * filtered by status (active, suspended) and searched by the member's name,
 * mobile, e-mail or profile id; a profile opens in a panel with all its
 * photos (Remove photo, after a confirmation) and Suspend (reason required)
 * or Restore.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PROFILE_STATUSES, type AdminProfile } from '@seva/contracts';
import { useMilanProfiles, type MilanProfilesQuery } from '../api/get-milan-profiles';
import { FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { ListHeader } from '../../shared/components/list-header';
import { MilanProfileDialog } from '../components/milan-profile-dialog';
import { MilanProfilesTable } from '../components/milan-profiles-table';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { SearchField } from '../../shared/components/search-field';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

function asStatus(value: string): AdminProfile['status'] | '' {
  return (ADMIN_PROFILE_STATUSES as readonly string[]).includes(value) ? (value as AdminProfile['status']) : '';
}

export default function MilanProfilesPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: MilanProfilesQuery = { status: asStatus(get('status')), q: get('q'), page, pageSize: PAGE_SIZE };
  const profiles = useMilanProfiles(query);
  const [open, setOpen] = useState<AdminProfile | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('milan.profiles.title')}
        count={profiles.data ? t('milan.profiles.count', { count: profiles.data.total }) : undefined}
      />
      <FilterBar>
        <FilterSelect
          label={t('milan.profiles.statusFilter')}
          value={query.status}
          all={t('shop.all')}
          options={ADMIN_PROFILE_STATUSES.map((status) => ({
            value: status,
            label: t(`milan.profiles.status.${status}`),
          }))}
          onChange={(status) => set({ status })}
          maxWidth="sm:max-w-[12rem]"
        />
        <SearchField
          label={t('milan.profiles.search')}
          placeholder={t('milan.profiles.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
      </FilterBar>
      <PagedList
        list={profiles}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'milan.profiles')}
        onClearFilters={query.status || query.q ? () => set({ status: '', q: '' }) : undefined}
      >
        {(results) => <MilanProfilesTable profiles={results} onOpen={setOpen} />}
      </PagedList>
      {open && <MilanProfileDialog profile={open} onChanged={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}
