/**
 * "Report <name>": why (REPORT_REASONS as radio buttons), optional details
 * and "Also block this member", checked by the contract's reportBodySchema;
 * POST /api/users/:id/report, then a toast with the server's message (else
 * MESSAGES.reportReceived). Reporting with a block then leaves the profile
 * as blocking does (`onBlocked`). A failure toasts the server's message
 * (else SPEC §8 "Something went wrong.").
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REPORT_REASONS, reportBodySchema } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, CheckboxField, Dialog, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useReportProfile, type ReportValues } from '../api/report-profile';

type ReportDialogProps = { id: string; name: string; open: boolean; onClose: () => void; onBlocked: () => void };

export function ReportDialog({ open, onClose, name, ...rest }: ReportDialogProps) {
  const { t } = useTranslation('milan');
  return (
    <Dialog open={open} onClose={onClose} title={t('report.title', { name })} description={t('report.body', { name })}>
      <ReportForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

/** The milan.json key of a field's error: no reason chosen, else details too long (the block box cannot fail). */
const errorKey = (field: string) => (field === 'reason' ? 'report.errors.reason' : 'report.errors.detailsLong');

function ReportForm({ id, onClose, onBlocked }: Omit<ReportDialogProps, 'open' | 'name'>) {
  const { t } = useTranslation(['milan', 'messages']);
  const report = useReportProfile(id);
  const form = useZodForm(reportBodySchema, { defaultValues: { details: '', block: false } });
  const { register } = form;
  const errorText = fieldErrors(form, (_error, field) => t(errorKey(field)));
  const reasonError = errorText('reason');

  const onSubmit = async (values: ReportValues) => {
    try {
      const answer = await report.mutateAsync(values);
      toast.success(answer.message || t('messages:reportReceived'));
      onClose();
      if (values.block) onBlocked();
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset aria-describedby={reasonError ? `report-reason-error-${id}` : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('report.reasonLegend')}</legend>
        <div className="flex flex-col">
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason} className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
              <input
                type="radio"
                value={reason}
                className="size-5 accent-primary"
                aria-invalid={reasonError ? true : undefined}
                data-autofocus={index === 0 ? '' : undefined}
                {...register('reason')}
              />
              {t(`report.reasons.${reason}`)}
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={`report-reason-error-${id}`} className="mt-1 text-sm text-red-600">
            {reasonError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('report.details')}
        hint={t('report.detailsHint')}
        maxLength={1000}
        error={errorText('details')}
        {...register('details')}
      />
      <CheckboxField label={t('report.alsoBlock')} {...register('block')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={report.isPending}>
          {t('report.submit')}
        </Button>
      </div>
    </Form>
  );
}
