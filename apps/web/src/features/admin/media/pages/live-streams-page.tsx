/**
 * Admin → Live streams: every stream with its on-air switch (customers see
 * on-air streams first) and active switch; the editor previews the YouTube
 * or HLS source and takes the thumbnail.
 */
import { liveStreamsResource } from '../../shared/api/content-resources';
import { ContentListPage } from '../../shared/components/content-list-page';
import { LiveForm } from '../components/live-form';
import { LiveStreamsTable } from '../components/live-streams-table';

export default function LiveStreamsPage() {
  return (
    <ContentListPage
      resource={liveStreamsResource}
      section="live"
      nameOf={(live) => live.title}
      table={(streams, onEdit, onDelete) => <LiveStreamsTable streams={streams} onEdit={onEdit} onDelete={onDelete} />}
      form={({ record, onSaved, onUploaded, onCancel }) => (
        <LiveForm live={record} onSaved={onSaved} onUploaded={onUploaded} onCancel={onCancel} />
      )}
    />
  );
}
