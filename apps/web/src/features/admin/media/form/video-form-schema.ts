/**
 * The video editor's values and their validation by the request schema
 * (adminVideoCreateBodySchema): the YouTube field takes a link or an id
 * (the schema keeps the id), the length is typed as text, and the publish
 * time is India time (sent as an ISO instant).
 */
import type { AdminVideo, MediaLanguage, VideoSource } from '@seva/contracts';
import { adminVideoCreateBodySchema } from '@seva/contracts';
import { hindiBody, hindiFormValues, type HindiFormValues } from '../../shared/form/hindi-form';
import { fromIndiaInput, indiaNowInput, toIndiaInput } from '../../shared/india-time';
import { bodyFormSchema, CHOOSE, optionalNumber } from '../../shared/form/body-form-schema';
import { VIDEO_HINDI_FIELDS } from './media-hindi';

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
  /** The Hindi of the text fields (VIDEO_HINDI_FIELDS), beside the English (decision 011). */
  hi: HindiFormValues;
};

export const videoFormSchema = bodyFormSchema(
  adminVideoCreateBodySchema,
  (values: VideoFormValues) => ({
    ...values,
    youtubeId: values.source === 'youtube' ? values.youtubeId : null,
    url: values.source === 'youtube' ? null : values.url.trim() || null,
    durationSeconds: optionalNumber(values.durationSeconds),
    publishedAt: fromIndiaInput(values.publishedAt),
    hi: hindiBody(values.hi, []),
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
      hi: hindiFormValues(undefined, VIDEO_HINDI_FIELDS),
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
    hi: hindiFormValues(video.hi, VIDEO_HINDI_FIELDS),
  };
}
