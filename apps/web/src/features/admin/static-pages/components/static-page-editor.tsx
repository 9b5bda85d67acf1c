/**
 * Edits one static page (terms, privacy, refund, about): its title and its
 * Markdown, with the page as the site will show it beside the text (below it
 * on narrow screens), rendered by the site's own Markdown renderer; the
 * Hindi title and Markdown beside the English ones (decision 011).
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { adminStaticPageBodySchema, STATIC_PAGES, type StaticPageSlug } from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { MarkdownArticle } from '@/components/ui/markdown';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSaveStaticPage } from '../api/save-static-page';
import { FormTextAreaField } from '../../shared/components/form-fields';
import { BilingualTextField } from '../../shared/components/hindi-fields';

type StaticPageEditorProps = {
  slug: StaticPageSlug;
  /** The stored page; absent when it was never written. */
  page?: { title: string; content: string; updatedAt: string; hi: { title?: string; content?: string } };
};

export function StaticPageEditor({ slug, page }: StaticPageEditorProps) {
  const { t } = useTranslation('admin');
  const save = useSaveStaticPage();
  const form = useZodForm(adminStaticPageBodySchema, {
    defaultValues: {
      title: page?.title ?? '',
      content: page?.content ?? '',
      hi: { title: page?.hi.title ?? '', content: page?.hi.content ?? '' },
    },
  });
  const { isSubmitting, isDirty } = form.formState;
  const [title, content] = form.watch(['title', 'content']);

  const onSubmit = async (body: z.output<typeof adminStaticPageBodySchema>) => {
    try {
      const answer = await save.mutateAsync({ slug, body });
      toast.success(answer.message);
      const { title: hindiTitle = '', content: hindiContent = '' } = answer.data.hi;
      form.reset({
        title: answer.data.title,
        content: answer.data.content,
        hi: { title: hindiTitle, content: hindiContent },
      });
    } catch (error) {
      toast.error(errorMessage(error, t('content.common.saveFailed')));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <BilingualTextField name="title" label={t('content.pages.pageTitle')} />
        <FormTextAreaField
          name="content"
          label={t('content.pages.content')}
          hint={t('content.pages.contentHint')}
          rows={22}
          className="font-mono text-sm"
        />
        <FormTextAreaField
          name="hi.content"
          label={t('content.hindi.inHindi', { label: t('content.pages.content') })}
          lang="hi"
          rows={22}
          className="font-mono text-sm"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-600">
            {page
              ? t('content.pages.updatedAt', { time: formatDateTime(page.updatedAt) })
              : t('content.pages.neverSaved')}
            {' · '}
            <a
              href={STATIC_PAGES[slug].path}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline hover:text-primary-dark"
            >
              {t('content.pages.viewOnSite')}
            </a>
          </p>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('content.pages.save')}
          </Button>
        </div>
      </div>
      <section aria-label={t('content.pages.preview')} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{t('content.pages.preview')}</h2>
        <div className="max-h-[40rem] overflow-y-auto rounded-2xl border border-gray-200 bg-white px-5 py-6">
          <MarkdownArticle title={title} content={content} />
        </div>
      </section>
    </Form>
  );
}
