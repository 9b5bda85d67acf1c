/**
 * Creates or edits a news item: category, headline, summary, the story,
 * source, breaking, publish time (India time; a later time schedules it) and
 * published or draft, beside a preview of its card; each text in English and
 * Hindi side by side. Once saved, its picture.
 */
import { useTranslation } from 'react-i18next';
import type { AdminNews } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { formatDateTime } from '@/lib/format';
import { newsResource } from '../../shared/api/content-resources';
import { ActiveField, PublishTimeField, type SelectOption } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { FormCheckboxField, FormSelectField } from '../../shared/components/form-fields';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { fromIndiaInput } from '../../shared/india-time';
import { newsFormSchema, toNewsFormValues } from '../form/news-form-schema';
import { NewsCardPreview } from './news-card-preview';
import { newsStatus } from './news-status';

type NewsFormProps = EditorCallbacks<AdminNews> & {
  news?: AdminNews;
  categories: SelectOption[];
  categoryId?: string;
};

export function NewsForm({ news, categories, categoryId, onSaved, onUploaded, onCancel }: NewsFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(newsResource, news, onSaved);
  const picture = useRecordUpload(newsResource, news, 'image', 'image');
  const form = useZodForm(newsFormSchema, { defaultValues: toNewsFormValues(news, categoryId) });
  const values = form.watch();
  const publishedAt = fromIndiaInput(values.publishedAt);
  const status = newsStatus({ active: values.active, publishedAt: publishedAt ?? new Date().toISOString() });

  return (
    <EditorForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      picture={{ what: 'picture', image: news?.image ?? null, upload: picture, onUploaded }}
    >
      <FormSelectField name="categoryId" label={t('content.news.category')} containerClassName="sm:col-span-2">
        <option value="">{t('content.news.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </FormSelectField>
      <BilingualTextField name="title" label={t('content.news.headline')} />
      <BilingualTextAreaField name="summary" label={t('content.news.summary')} rows={2} />
      <BilingualTextAreaField name="body" label={t('content.news.story')} hint={t('content.news.storyHint')} rows={8} />
      <BilingualTextField name="source" label={t('content.news.source')} />
      <PublishTimeField
        hint={
          status === 'scheduled' && publishedAt
            ? t('content.news.scheduledFor', { time: formatDateTime(publishedAt) })
            : undefined
        }
      />
      <FormCheckboxField name="isBreaking" label={t('content.news.breakingField')} />
      <ActiveField label={t('content.news.publishedField')} />
      <div className="sm:col-span-2">
        <NewsCardPreview
          title={values.title}
          summary={values.summary}
          categoryName={categories.find((category) => category.value === values.categoryId)?.label ?? ''}
          source={values.source}
          isBreaking={values.isBreaking}
          publishedAt={publishedAt}
          status={status}
          image={news?.image?.src}
        />
      </div>
    </EditorForm>
  );
}
