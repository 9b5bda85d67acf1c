/**
 * Creates or edits a video: where it is filed, what it is, where it plays
 * from (YouTube, a file or HLS), its language and publish time (India time).
 * Beside it, a preview of what customers will see. Once saved, a thumbnail
 * and an MP4/WebM file (for a file video) can be uploaded, with progress.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { VIDEO_SOURCES, type AdminVideo } from '@seva/contracts';
import { TextField } from '@/components/ui';
import { videosResource } from '../../shared/api/content-resources';
import {
  ActiveField,
  DescriptionField,
  LanguageField,
  PublishTimeField,
  SubCategoryField,
  TitleField,
} from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { MediaSourceFields } from './media-source-fields';
import { PictureUploadField } from '../../shared/components/picture-upload-field';
import { UploadField } from '../../shared/components/upload-field';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useFileUpload } from '../../shared/hooks/use-file-upload';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { useSubCategoryOptions } from '../hooks/use-sub-category-options';
import { toVideoFormValues, videoFormSchema, type VideoFormValues } from '../form/video-form-schema';

type VideoFormProps = EditorCallbacks<AdminVideo> & {
  video?: AdminVideo;
  /** A new video's sub-category (the list's filter). */
  subCategoryId?: string;
};

export function VideoForm({ video, subCategoryId, onSaved, onUploaded, onCancel }: VideoFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(videosResource, video, onSaved, t('content.common.saveFailed'));
  const subCategories = useSubCategoryOptions();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<VideoFormValues, unknown, z.output<typeof videoFormSchema>>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: toVideoFormValues(video, subCategoryId),
  });
  const [source, youtube, url, title] = watch(['source', 'youtubeId', 'url', 'title']);
  const file = useFileUpload('video', useRecordUpload(videosResource, video, 'file'), (saved) => {
    // The stored file is the video's address now; saving the form again must keep it.
    setValue('source', saved.source);
    setValue('url', saved.url ?? '');
    onUploaded(saved);
  });
  const thumbnail = useRecordUpload(videosResource, video, 'thumbnail', 'image');

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SubCategoryField
        field={register('subCategoryId')}
        error={errors.subCategoryId?.message}
        options={subCategories}
        className="sm:col-span-2"
      />
      <TitleField field={register('title')} error={errors.title?.message} className="sm:col-span-2" />
      <DescriptionField field={register('description')} error={errors.description?.message} />
      <MediaSourceFields
        sources={VIDEO_SOURCES}
        register={register}
        errors={errors}
        watched={{ source, youtube, url, title }}
        poster={video?.thumbnail?.src}
      />
      {source === 'file' && (
        <UploadField
          className="sm:col-span-2"
          legend={t('content.videos.file')}
          action={t('content.upload.video')}
          kind="video"
          state={file}
        />
      )}
      <TextField
        label={t('content.fields.duration')}
        hint={t('content.fields.durationHint')}
        inputMode="numeric"
        error={errors.durationSeconds?.message}
        {...register('durationSeconds')}
      />
      <LanguageField field={register('language')} error={errors.language?.message} />
      <PublishTimeField field={register('publishedAt')} error={errors.publishedAt?.message} />
      <ActiveField field={register('active')} className="self-end" />
      <PictureUploadField
        className="sm:col-span-2"
        what="thumbnail"
        image={video?.thumbnail ?? null}
        upload={thumbnail}
        onUploaded={onUploaded}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
