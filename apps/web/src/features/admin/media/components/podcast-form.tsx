/**
 * Creates or edits a podcast episode: where it is filed, title, speaker and
 * description (each in English and Hindi side by side), language and publish
 * time (India time). Once saved, its picture and its audio (MP3, M4A, OGG or
 * WAV up to 30 MB) are uploaded here, the audio with progress and a player to
 * check it. An episode without audio is not shown.
 */
import { useTranslation } from 'react-i18next';
import type { AdminPodcast } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { podcastsResource } from '../../shared/api/content-resources';
import { LanguageField } from '../../shared/components/content-fields';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { podcastFormSchema, toPodcastFormValues } from '../form/podcast-form-schema';
import { AudioUploadField } from './audio-upload-field';
import { FiledMediaForm, type FiledMediaEditorProps } from './filed-media-form';

export function PodcastForm(props: FiledMediaEditorProps<AdminPodcast> & { podcast?: AdminPodcast }) {
  const { podcast, subCategoryId, onSaved, onUploaded, onCancel } = props;
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(podcastsResource, podcast, onSaved);
  const form = useZodForm(podcastFormSchema, { defaultValues: toPodcastFormValues(podcast, subCategoryId) });
  const audio = useRecordUpload(podcastsResource, podcast, 'audio');
  const picture = useRecordUpload(podcastsResource, podcast, 'image', 'image');

  return (
    <FiledMediaForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      files={<AudioUploadField className="sm:col-span-2" podcast={podcast} upload={audio} onUploaded={onUploaded} />}
      picture={{ what: 'picture', image: podcast?.image ?? null, upload: picture, onUploaded }}
    >
      <BilingualTextField name="speaker" label={t('content.fields.speaker')} />
      <BilingualTextAreaField name="description" label={t('content.fields.description')} />
      <LanguageField />
    </FiledMediaForm>
  );
}
