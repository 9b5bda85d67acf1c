/** The podcast editor's values, validated by the request schema (adminPodcastCreateBodySchema); the publish time is India time. */
import {
  adminPodcastCreateBodySchema,
  type AdminPodcast,
  type AdminPodcastHindi,
  type MediaLanguage,
} from '@seva/contracts';
import { fromIndiaInput, indiaNowInput, toIndiaInput } from '../../shared/india-time';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';

export type PodcastFormValues = {
  subCategoryId: string;
  title: string;
  description: string;
  speaker: string;
  language: MediaLanguage;
  /** datetime-local, India time. */
  publishedAt: string;
  active: boolean;
  /** The record's Hindi (decision 011), sent back as it was so an edit keeps it. */
  hi: AdminPodcastHindi;
};

export const podcastFormSchema = bodyFormSchema(
  adminPodcastCreateBodySchema,
  (values: PodcastFormValues) => ({ ...values, publishedAt: fromIndiaInput(values.publishedAt) }),
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
      hi: {},
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
    hi: podcast.hi,
  };
}
