/**
 * Admin → Videos: every video (published or hidden), filtered by
 * sub-category and missing Hindi and searched, newest first; the editor has a preview, the
 * thumbnail and the MP4/WebM upload.
 */
import { videosResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { SubCategoryFilter } from '../components/sub-category-filter';
import { VideoForm } from '../components/video-form';
import { VideosTable } from '../components/videos-table';

export default function VideosPage() {
  return (
    <ContentListPage
      resource={videosResource}
      section="videos"
      nameOf={(video) => video.title}
      filterKeys={['subCategoryId', 'hindi']}
      filters={(values, set) => (
        <>
          <SubCategoryFilter value={values.subCategoryId ?? ''} onChange={(subCategoryId) => set({ subCategoryId })} />
          <HindiFilter value={asHindiFilter(values.hindi ?? '')} onChange={(hindi) => set({ hindi })} />
        </>
      )}
      table={(videos, onEdit, onDelete) => <VideosTable videos={videos} onEdit={onEdit} onDelete={onDelete} />}
      form={({ record, filters, ...props }) => (
        <VideoForm video={record} subCategoryId={filters.subCategoryId} {...props} />
      )}
    />
  );
}
