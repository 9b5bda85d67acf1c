/**
 * Creates or edits a live stream: what and where, YouTube live or an HLS
 * playlist (with a preview), when it is usually on, on air now, and once
 * saved its thumbnail; each text in English and Hindi side by side.
 */
import { useTranslation } from 'react-i18next';
import { LIVE_SOURCES, type AdminLiveStream } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { liveStreamsResource } from '../../shared/api/content-resources';
import { ActiveField, SortOrderField } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { FormCheckboxField } from '../../shared/components/form-fields';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { liveFormSchema, toLiveFormValues } from '../form/live-form-schema';
import { MediaSourceFields } from './media-source-fields';

type LiveFormProps = EditorCallbacks<AdminLiveStream> & {
  live?: AdminLiveStream;
};

export function LiveForm({ live, onSaved, onUploaded, onCancel }: LiveFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(liveStreamsResource, live, onSaved);
  const thumbnail = useRecordUpload(liveStreamsResource, live, 'thumbnail', 'image');
  const form = useZodForm(liveFormSchema, { defaultValues: toLiveFormValues(live) });

  return (
    <EditorForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      picture={{ what: 'thumbnail', image: live?.thumbnail ?? null, upload: thumbnail, onUploaded }}
    >
      <BilingualTextField name="title" label={t('content.fields.title')} />
      <BilingualTextField name="location" label={t('content.live.location')} />
      <BilingualTextAreaField name="description" label={t('content.fields.description')} />
      <MediaSourceFields sources={LIVE_SOURCES} poster={live?.thumbnail?.src} />
      <BilingualTextField name="schedule" label={t('content.live.schedule')} hint={t('content.live.scheduleHint')} />
      <SortOrderField />
      <FormCheckboxField name="isLive" label={t('content.live.onAirNow')} />
      <ActiveField />
    </EditorForm>
  );
}
