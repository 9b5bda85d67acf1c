/** The podcast editor's values, validated by the request schema (adminPodcastCreateBodySchema); the publish time is India time. */
import { adminPodcastCreateBodySchema, type AdminPodcast, type MediaLanguage } from '@seva/contracts';
import { hindiBody, hindiFormValues, type HindiFormValues } from '../../shared/form/hindi-form';
import { fromIndiaInput, indiaNowInput, toIndiaInput } from '../../shared/india-time';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';
import { PODCAST_HINDI_FIELDS } from './media-hindi';

export type PodcastFormValues = {
  subCategoryId: string;
  title: string;
  description: string;
  speaker: string;
  language: MediaLanguage;
  /** datetime-local, India time. */
  publishedAt: string;
  active: boolean;
  /** The Hindi of the text fields (PODCAST_HINDI_FIELDS), beside the English (decision 011). */
  hi: HindiFormValues;
};

export const podcastFormSchema = bodyFormSchema(
  adminPodcastCreateBodySchema,
  (values: PodcastFormValues) => ({
    ...values,
    publishedAt: fromIndiaInput(values.publishedAt),
    hi: hindiBody(values.hi, []),
  }),
  { subCategoryId: CHOOSE.subCategory },
);

export function toPodcastFormValues(podcast: AdminPodcast | undefined, subCategoryId = ''): PodcastFormValues {
  if (!podcast) {
    return {
      subCategoryId,
      title: '',
      description: '',
      speaker: '',
      language: 'hi',
      publishedAt: indiaNowInput(),
      active: true,
      hi: hindiFormValues(undefined, PODCAST_HINDI_FIELDS),
    };
  }
  const { title, description, speaker, language, active } = podcast;
  return {
    subCategoryId: podcast.subCategoryId,
    title,
    description,
    speaker,
    language,
    publishedAt: toIndiaInput(podcast.publishedAt),
    active,
    hi: hindiFormValues(podcast.hi, PODCAST_HINDI_FIELDS),
  };
}
