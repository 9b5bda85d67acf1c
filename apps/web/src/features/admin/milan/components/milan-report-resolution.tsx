/**
 * Closing an open profile report: an optional note for other admins, then
 * Mark as actioned (the profile was suspended or a photo removed in the
 * profiles console) or Dismiss. A 409 means it was closed already: the
 * server's message shows and the queue reloads.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminReportResolveBodySchema, type AdminReport } from '@seva/contracts';
import { Button, TextAreaField } from '@/components/ui';
import { useResolveMilanReport, type MilanReportResolution as Resolution } from '../api/resolve-milan-report';
import { decisionCallbacks } from './milan-queue-decision';

const noteSchema = adminReportResolveBodySchema.pick({ resolution: true });
type Note = z.output<typeof noteSchema>;

type MilanReportResolutionProps = { report: AdminReport; onDone: () => void };

export function MilanReportResolution({ report, onDone }: MilanReportResolutionProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`milan.reports.details.${key}`);
  const resolve = useResolveMilanReport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof noteSchema>, unknown, Note>({
    resolver: zodResolver(noteSchema),
    defaultValues: { resolution: '' },
  });

  const close = (status: Resolution['status']) =>
    handleSubmit(({ resolution }) =>
      resolve.mutate({ id: report._id, status, resolution }, decisionCallbacks(onDone, d('resolveFailed'))),
    );
  const busy = (status: Resolution['status']) => resolve.isPending && resolve.variables.status === status;

  return (
    <form noValidate onSubmit={close('actioned')} className="flex flex-col items-start gap-3">
      <TextAreaField
        label={d('note')}
        hint={d('noteHint')}
        rows={2}
        maxLength={500}
        containerClassName="w-full"
        error={errors.resolution?.message}
        {...register('resolution')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy('actioned')} disabled={resolve.isPending}>
          {d('actioned')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={busy('dismissed')}
          disabled={resolve.isPending}
          onClick={close('dismissed')}
        >
          {d('dismiss')}
        </Button>
      </div>
    </form>
  );
}
