/**
 * Creates or edits a news item: category, headline, summary, the story,
 * source, breaking, publish time (India time; a later time schedules it) and
 * published or draft, beside a preview of its card. Once saved, its picture.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminNews } from '@seva/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { newsResource } from '../../shared/api/content-resources';
import { fromIndiaInput } from '../../shared/india-time';
import { ActiveField, PublishTimeField, type SelectOption } from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { NewsCardPreview } from './news-card-preview';
import { newsFormSchema, toNewsFormValues, type NewsFormValues } from '../form/news-form-schema';
import { newsStatus } from './news-status';
import { PictureUploadField } from '../../shared/components/picture-upload-field';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';

type NewsFormProps = EditorCallbacks<AdminNews> & {
  news?: AdminNews;
  categories: SelectOption[];
  categoryId?: string;
};

export function NewsForm({ news, categories, categoryId, onSaved, onUploaded, onCancel }: NewsFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(newsResource, news, onSaved, t('content.common.saveFailed'));
  const picture = useRecordUpload(newsResource, news, 'image', 'image');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewsFormValues, unknown, z.output<typeof newsFormSchema>>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: toNewsFormValues(news, categoryId),
  });
  const values = watch();
  const publishedAt = fromIndiaInput(values.publishedAt);
  const status = newsStatus({ active: values.active, publishedAt: publishedAt ?? new Date().toISOString() });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        label={t('content.news.category')}
        containerClassName="sm:col-span-2"
        error={errors.categoryId?.message}
        {...register('categoryId')}
      >
        <option value="">{t('content.news.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('content.news.headline')}
        containerClassName="sm:col-span-2"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={t('content.news.summary')}
        containerClassName="sm:col-span-2"
        rows={2}
        error={errors.summary?.message}
        {...register('summary')}
      />
      <TextAreaField
        label={t('content.news.story')}
        hint={t('content.news.storyHint')}
        containerClassName="sm:col-span-2"
        rows={8}
        error={errors.body?.message}
        {...register('body')}
      />
      <TextField label={t('content.news.source')} error={errors.source?.message} {...register('source')} />
      <PublishTimeField
        field={register('publishedAt')}
        error={errors.publishedAt?.message}
        hint={
          status === 'scheduled' && publishedAt
            ? t('content.news.scheduledFor', { time: formatDateTime(publishedAt) })
            : undefined
        }
      />
      <CheckboxField label={t('content.news.breakingField')} {...register('isBreaking')} />
      <ActiveField field={register('active')} label={t('content.news.publishedField')} />
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
      <PictureUploadField
        className="sm:col-span-2"
        what="picture"
        image={news?.image ?? null}
        upload={picture}
        onUploaded={onUploaded}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
