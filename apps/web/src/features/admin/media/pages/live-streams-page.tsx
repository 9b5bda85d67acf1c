/**
 * Admin → Live streams: every stream with its on-air switch (customers see
 * on-air streams first) and active switch; the editor previews the YouTube
 * or HLS source and takes the thumbnail. Filtered by missing Hindi and searched.
 */
import { liveStreamsResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { LiveForm } from '../components/live-form';
import { LiveStreamsTable } from '../components/live-streams-table';

export default function LiveStreamsPage() {
  return (
    <ContentListPage
      resource={liveStreamsResource}
      section="live"
      nameOf={(live) => live.title}
      filterKeys={['hindi']}
      filters={(values, set) => (
        <HindiFilter value={asHindiFilter(values.hindi ?? '')} onChange={(hindi) => set({ hindi })} />
      )}
      table={(streams, onEdit, onDelete) => <LiveStreamsTable streams={streams} onEdit={onEdit} onDelete={onDelete} />}
      form={({ record, onSaved, onUploaded, onCancel }) => (
        <LiveForm live={record} onSaved={onSaved} onUploaded={onUploaded} onCancel={onCancel} />
      )}
    />
  );
}
