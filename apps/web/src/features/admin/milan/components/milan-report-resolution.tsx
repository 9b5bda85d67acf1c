/**
 * Closing an open profile report: an optional note for other admins, then
 * Mark as actioned (the profile was suspended or a photo removed in the
 * profiles console) or Dismiss. A 409 means it was closed already: the
 * server's message shows and the queue reloads.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminReport } from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { FormTextAreaField } from '../../shared/components/form-fields';
import { useResolveMilanReport, type MilanReportResolution as Resolution } from '../api/resolve-milan-report';
import { noteSchema } from '../form/decision-schemas';
import { decisionCallbacks } from './milan-queue-decision';

type MilanReportResolutionProps = { report: AdminReport; onDone: () => void };

export function MilanReportResolution({ report, onDone }: MilanReportResolutionProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`milan.reports.details.${key}`);
  const resolve = useResolveMilanReport();
  const form = useZodForm(noteSchema, { defaultValues: { resolution: '' } });

  const close =
    (status: Resolution['status']) =>
    ({ resolution }: z.output<typeof noteSchema>) =>
      resolve.mutate({ id: report._id, status, resolution }, decisionCallbacks(onDone, d('resolveFailed')));
  const busy = (status: Resolution['status']) => resolve.isPending && resolve.variables.status === status;

  return (
    <Form form={form} onSubmit={close('actioned')} className="flex flex-col items-start gap-3">
      <FormTextAreaField
        name="resolution"
        label={d('note')}
        hint={d('noteHint')}
        rows={2}
        maxLength={500}
        containerClassName="w-full"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy('actioned')} disabled={resolve.isPending}>
          {d('actioned')}
        </Button>
        {/* Dismiss checks the note too, then closes the report its own way. */}
        <Button
          type="button"
          variant="secondary"
          loading={busy('dismissed')}
          disabled={resolve.isPending}
          onClick={(event) => void form.handleSubmit(close('dismissed'))(event)}
        >
          {d('dismiss')}
        </Button>
      </div>
    </Form>
  );
}
