/**
 * Creates or edits a live stream: what and where, YouTube live or an HLS
 * playlist (with a preview), when it is usually on, on air now, and once
 * saved its thumbnail.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIVE_SOURCES, type AdminLiveStream } from '@seva/contracts';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui';
import { liveStreamsResource } from '../api/content-resources';
import { ActiveField, SortOrderField } from './content-fields';
import { FormActions } from './form-actions';
import { liveFormSchema, toLiveFormValues, type LiveFormValues } from './live-form-schema';
import { MediaPreview } from './media-preview';
import { MediaSourceFields } from './media-source-fields';
import { PictureUploadField } from './picture-upload-field';
import { useContentSubmit } from './use-content-submit';
import { useRecordUpload } from './use-record-upload';

type LiveFormProps = {
  live?: AdminLiveStream;
  onSaved: (live: AdminLiveStream, created: boolean) => void;
  onUploaded: (live: AdminLiveStream) => void;
  onCancel: () => void;
};

export function LiveForm({ live, onSaved, onUploaded, onCancel }: LiveFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(liveStreamsResource, live, onSaved, t('content.common.saveFailed'));
  const thumbnail = useRecordUpload(liveStreamsResource, live, 'thumbnail', 'image');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LiveFormValues, unknown, z.output<typeof liveFormSchema>>({
    resolver: zodResolver(liveFormSchema),
    defaultValues: toLiveFormValues(live),
  });
  const [source, youtube, url, title] = watch(['source', 'youtubeId', 'url', 'title']);

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label={t('content.fields.title')} error={errors.title?.message} {...register('title')} />
      <TextField label={t('content.live.location')} error={errors.location?.message} {...register('location')} />
      <TextAreaField
        label={t('content.fields.description')}
        containerClassName="sm:col-span-2"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <MediaSourceFields
        sources={LIVE_SOURCES}
        source={source}
        register={{ source: register('source'), youtubeId: register('youtubeId'), url: register('url') }}
        errors={{ source: errors.source?.message, youtubeId: errors.youtubeId?.message, url: errors.url?.message }}
      />
      <div className="sm:col-span-2">
        <MediaPreview source={source} youtube={youtube} url={url} poster={live?.thumbnail?.src} title={title} />
      </div>
      <TextField
        label={t('content.live.schedule')}
        hint={t('content.live.scheduleHint')}
        error={errors.schedule?.message}
        {...register('schedule')}
      />
      <SortOrderField field={register('sortOrder', { valueAsNumber: true })} error={errors.sortOrder?.message} />
      <CheckboxField label={t('content.live.onAirNow')} {...register('isLive')} />
      <ActiveField field={register('active')} />
      <PictureUploadField
        className="sm:col-span-2"
        legend={t('content.fields.thumbnail')}
        action={t('content.upload.thumbnail')}
        image={live?.thumbnail ?? null}
        upload={thumbnail}
        onUploaded={onUploaded}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
