/** The news editor's values, validated by the request schema (adminNewsCreateBodySchema); the publish time is India time. */
import { adminNewsCreateBodySchema, type AdminNews } from '@seva/contracts';
import { hindiBody, hindiFormValues, type HindiFormValues } from '../../shared/form/hindi-form';
import { fromIndiaInput, indiaNowInput, toIndiaInput } from '../../shared/india-time';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';

export type NewsFormValues = {
  categoryId: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  isBreaking: boolean;
  /** datetime-local, India time; a later time schedules the item. */
  publishedAt: string;
  /** False keeps it as a draft. */
  active: boolean;
  /** The Hindi of the text fields (HINDI_FIELDS), beside the English (decision 011). */
  hi: HindiFormValues;
};

/** The fields edited in Hindi beside the English. */
const HINDI_FIELDS = ['title', 'summary', 'body', 'source'] as const;

export const newsFormSchema = bodyFormSchema(
  adminNewsCreateBodySchema,
  (values: NewsFormValues) => ({
    ...values,
    publishedAt: fromIndiaInput(values.publishedAt),
    hi: hindiBody(values.hi, []),
  }),
  { categoryId: CHOOSE.category },
);

export function toNewsFormValues(news: AdminNews | undefined, categoryId = ''): NewsFormValues {
  if (!news) {
    return {
      categoryId,
      title: '',
      summary: '',
      body: '',
      source: 'Seva News Desk',
      isBreaking: false,
      publishedAt: indiaNowInput(),
      active: true,
      hi: hindiFormValues(undefined, HINDI_FIELDS),
    };
  }
  const { title, summary, body, source, isBreaking, active } = news;
  return {
    categoryId: news.categoryId,
    title,
    summary,
    body,
    source,
    isBreaking,
    active,
    publishedAt: toIndiaInput(news.publishedAt),
    hi: hindiFormValues(news.hi, HINDI_FIELDS),
  };
}
