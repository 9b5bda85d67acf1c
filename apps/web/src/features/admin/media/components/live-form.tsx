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
import { CheckboxField, TextField } from '@/components/ui';
import { liveStreamsResource } from '../../shared/api/content-resources';
import { ActiveField, DescriptionField, SortOrderField, TitleField } from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { liveFormSchema, toLiveFormValues, type LiveFormValues } from '../form/live-form-schema';
import { MediaSourceFields } from './media-source-fields';
import { PictureUploadField } from '../../shared/components/picture-upload-field';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';

type LiveFormProps = EditorCallbacks<AdminLiveStream> & {
  live?: AdminLiveStream;
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
      <TitleField field={register('title')} error={errors.title?.message} />
      <TextField label={t('content.live.location')} error={errors.location?.message} {...register('location')} />
      <DescriptionField field={register('description')} error={errors.description?.message} />
      <MediaSourceFields
        sources={LIVE_SOURCES}
        register={register}
        errors={errors}
        watched={{ source, youtube, url, title }}
        poster={live?.thumbnail?.src}
      />
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
        what="thumbnail"
        image={live?.thumbnail ?? null}
        upload={thumbnail}
        onUploaded={onUploaded}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
