/**
 * Creates or edits a video: where it is filed, what it is (title and
 * description in English and Hindi side by side), where it plays
 * from (YouTube, a file or HLS), its language and publish time (India time).
 * Beside it, a preview of what customers will see. Once saved, a thumbnail
 * and an MP4/WebM file (for a file video) can be uploaded, with progress.
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEO_SOURCES, type AdminVideo } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { videosResource } from '../../shared/api/content-resources';
import { LanguageField } from '../../shared/components/content-fields';
import { FormTextField } from '../../shared/components/form-fields';
import { BilingualTextAreaField } from '../../shared/components/hindi-fields';
import { UploadField } from '../../shared/components/upload-field';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import { useFileUpload } from '../../shared/hooks/use-file-upload';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { toVideoFormValues, videoFormSchema } from '../form/video-form-schema';
import { FiledMediaForm, type FiledMediaEditorProps } from './filed-media-form';
import { MediaSourceFields } from './media-source-fields';

export function VideoForm(props: FiledMediaEditorProps<AdminVideo> & { video?: AdminVideo }) {
  const { video, subCategoryId, onSaved, onUploaded, onCancel } = props;
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(videosResource, video, onSaved);
  const form = useZodForm(videoFormSchema, { defaultValues: toVideoFormValues(video, subCategoryId) });
  const source = useWatch({ control: form.control, name: 'source' });
  const file = useFileUpload('video', useRecordUpload(videosResource, video, 'file'), (saved) => {
    // The stored file is the video's address now; saving the form again must keep it.
    form.setValue('source', saved.source);
    form.setValue('url', saved.url ?? '');
    onUploaded(saved);
  });
  const thumbnail = useRecordUpload(videosResource, video, 'thumbnail', 'image');

  return (
    <FiledMediaForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      picture={{ what: 'thumbnail', image: video?.thumbnail ?? null, upload: thumbnail, onUploaded }}
    >
      <BilingualTextAreaField name="description" label={t('content.fields.description')} />
      <MediaSourceFields sources={VIDEO_SOURCES} poster={video?.thumbnail?.src} />
      {source === 'file' && (
        <UploadField
          className="sm:col-span-2"
          legend={t('content.videos.file')}
          action={t('content.upload.video')}
          kind="video"
          state={file}
        />
      )}
      <FormTextField
        name="durationSeconds"
        label={t('content.fields.duration')}
        hint={t('content.fields.durationHint')}
        inputMode="numeric"
      />
      <LanguageField />
    </FiledMediaForm>
  );
}
