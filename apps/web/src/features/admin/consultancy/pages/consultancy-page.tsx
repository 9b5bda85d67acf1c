/**
 * Admin → Consultancy: the customers' requests for a call, newest first,
 * filtered by status (new, contacted, closed) and searched by name, mobile
 * or id; a request opens with the number to call, the message, the team's
 * note and the status moves.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSULTANCY_STATUSES, type AdminConsultancy, type ConsultancyStatus } from '@seva/contracts';
import { useConsultancy, type ConsultancyQuery } from '../api/get-consultancy';
import { ConsultancyDetailsDialog } from '../components/consultancy-details-dialog';
import { ConsultancyTable } from '../components/consultancy-table';
import { FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { SearchField } from '../../shared/components/search-field';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

function asStatus(value: string): ConsultancyStatus | '' {
  return (CONSULTANCY_STATUSES as readonly string[]).includes(value) ? (value as ConsultancyStatus) : '';
}

export default function ConsultancyPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: ConsultancyQuery = { status: asStatus(get('status')), q: get('q'), page, pageSize: PAGE_SIZE };
  const requests = useConsultancy(query);
  const [open, setOpen] = useState<AdminConsultancy | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('content.consultancy.title')}
        count={requests.data ? t('content.consultancy.count', { count: requests.data.total }) : undefined}
      />
      <FilterBar>
        <FilterSelect
          label={t('content.consultancy.statusFilter')}
          value={query.status}
          all={t('shop.all')}
          options={CONSULTANCY_STATUSES.map((status) => ({
            value: status,
            label: t(`content.consultancy.status.${status}`),
          }))}
          onChange={(status) => set({ status })}
          maxWidth="sm:max-w-[12rem]"
        />
        <SearchField
          label={t('content.consultancy.search')}
          placeholder={t('content.consultancy.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
      </FilterBar>
      <PagedList
        list={requests}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'content.consultancy')}
        onClearFilters={query.status || query.q ? () => set({ status: '', q: '' }) : undefined}
      >
        {(results) => <ConsultancyTable requests={results} onOpen={setOpen} />}
      </PagedList>
      {open && <ConsultancyDetailsDialog request={open} onChanged={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}
