/**
 * Admin → Podcasts: every episode, filtered by sub-category and missing
 * Hindi and searched, newest first; a row says "No audio yet" until its audio is uploaded in the
 * editor (with progress and a player).
 */
import { podcastsResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { PodcastForm } from '../components/podcast-form';
import { PodcastsTable } from '../components/podcasts-table';
import { SubCategoryFilter } from '../components/sub-category-filter';

export default function PodcastsPage() {
  return (
    <ContentListPage
      resource={podcastsResource}
      section="podcasts"
      nameOf={(podcast) => podcast.title}
      filterKeys={['subCategoryId', 'hindi']}
      filters={(values, set) => (
        <>
          <SubCategoryFilter value={values.subCategoryId ?? ''} onChange={(subCategoryId) => set({ subCategoryId })} />
          <HindiFilter value={asHindiFilter(values.hindi ?? '')} onChange={(hindi) => set({ hindi })} />
        </>
      )}
      table={(podcasts, onEdit, onDelete) => <PodcastsTable podcasts={podcasts} onEdit={onEdit} onDelete={onDelete} />}
      form={({ record, filters, ...props }) => (
        <PodcastForm podcast={record} subCategoryId={filters.subCategoryId} {...props} />
      )}
    />
  );
}
