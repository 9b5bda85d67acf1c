/**
 * Creates or edits a podcast episode: where it is filed, title, speaker,
 * language and publish time (India time). Once saved, its picture and its
 * audio (MP3, M4A, OGG or WAV up to 30 MB) are uploaded here, the audio with
 * progress and a player to check it. An episode without audio is not shown.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminPodcast } from '@seva/contracts';
import { TextField } from '@/components/ui';
import { podcastsResource } from '../../shared/api/content-resources';
import { AudioUploadField } from './audio-upload-field';
import {
  ActiveField,
  DescriptionField,
  LanguageField,
  PublishTimeField,
  SubCategoryField,
  TitleField,
} from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { PictureUploadField } from '../../shared/components/picture-upload-field';
import { podcastFormSchema, toPodcastFormValues, type PodcastFormValues } from '../form/podcast-form-schema';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { useSubCategoryOptions } from '../hooks/use-sub-category-options';

type PodcastFormProps = EditorCallbacks<AdminPodcast> & {
  podcast?: AdminPodcast;
  subCategoryId?: string;
};

export function PodcastForm({ podcast, subCategoryId, onSaved, onUploaded, onCancel }: PodcastFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(podcastsResource, podcast, onSaved, t('content.common.saveFailed'));
  const subCategories = useSubCategoryOptions();
  const audio = useRecordUpload(podcastsResource, podcast, 'audio');
  const picture = useRecordUpload(podcastsResource, podcast, 'image', 'image');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PodcastFormValues, unknown, z.output<typeof podcastFormSchema>>({
    resolver: zodResolver(podcastFormSchema),
    defaultValues: toPodcastFormValues(podcast, subCategoryId),
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SubCategoryField
        field={register('subCategoryId')}
        error={errors.subCategoryId?.message}
        options={subCategories}
        className="sm:col-span-2"
      />
      <TitleField field={register('title')} error={errors.title?.message} className="sm:col-span-2" />
      <TextField label={t('content.fields.speaker')} error={errors.speaker?.message} {...register('speaker')} />
      <LanguageField field={register('language')} error={errors.language?.message} />
      <DescriptionField field={register('description')} error={errors.description?.message} />
      <PublishTimeField field={register('publishedAt')} error={errors.publishedAt?.message} />
      <ActiveField field={register('active')} className="self-end" />
      <AudioUploadField className="sm:col-span-2" podcast={podcast} upload={audio} onUploaded={onUploaded} />
      <PictureUploadField
        className="sm:col-span-2"
        what="picture"
        image={podcast?.image ?? null}
        upload={picture}
        onUploaded={onUploaded}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
