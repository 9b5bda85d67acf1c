/**
 * The video editor's values and their validation by the request schema
 * (adminVideoCreateBodySchema): the YouTube field takes a link or an id
 * (the schema keeps the id), the length is typed as text, and the publish
 * time is India time (sent as an ISO instant).
 */
import type { AdminVideo, AdminVideoHindi, MediaLanguage, VideoSource } from '@seva/contracts';
import { adminVideoCreateBodySchema } from '@seva/contracts';
import { fromIndiaInput, indiaNowInput, toIndiaInput } from '../../shared/india-time';
import { bodyFormSchema, CHOOSE, optionalNumber } from '../../shared/form/body-form-schema';

export type VideoFormValues = {
  subCategoryId: string;
  title: string;
  description: string;
  source: VideoSource;
  /** A YouTube link or id. */
  youtubeId: string;
  url: string;
  /** Seconds, '' when unknown. */
  durationSeconds: string;
  language: MediaLanguage;
  /** datetime-local, India time. */
  publishedAt: string;
  active: boolean;
  /** The record's Hindi (decision 011), sent back as it was so an edit keeps it. */
  hi: AdminVideoHindi;
};

export const videoFormSchema = bodyFormSchema(
  adminVideoCreateBodySchema,
  (values: VideoFormValues) => ({
    ...values,
    youtubeId: values.source === 'youtube' ? values.youtubeId : null,
    url: values.source === 'youtube' ? null : values.url.trim() || null,
    durationSeconds: optionalNumber(values.durationSeconds),
    publishedAt: fromIndiaInput(values.publishedAt),
  }),
  { subCategoryId: CHOOSE.subCategory },
);

export function toVideoFormValues(video: AdminVideo | undefined, subCategoryId = ''): VideoFormValues {
  if (!video) {
    return {
      subCategoryId,
      title: '',
      description: '',
      source: 'youtube',
      youtubeId: '',
      url: '',
      durationSeconds: '',
      language: 'hi',
      publishedAt: indiaNowInput(),
      active: true,
      hi: {},
    };
  }
  return {
    subCategoryId: video.subCategoryId,
    title: video.title,
    description: video.description,
    source: video.source,
    youtubeId: video.youtubeId ?? '',
    url: video.url ?? '',
    durationSeconds: video.durationSeconds === null ? '' : String(video.durationSeconds),
    language: video.language,
    publishedAt: toIndiaInput(video.publishedAt),
    active: video.active,
    hi: video.hi,
  };
}
