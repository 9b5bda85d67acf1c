/**
 * The decision on a pending ID verification: Verify, or Reject with the
 * reason the member is told (checked by the contract's schema; common reasons
 * fill the field in one tap). A 409 means another admin reviewed it first:
 * their message shows and the queue reloads.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminVerification } from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { FormTextAreaField } from '../../shared/components/form-fields';
import { useReviewMilanVerification } from '../api/review-milan-verification';
import { rejectionSchema } from '../form/decision-schemas';
import { decisionCallbacks } from './milan-queue-decision';

const QUICK_REASONS = ['selfie', 'unreadable', 'name'] as const;

type MilanVerificationReviewProps = { verification: AdminVerification; onDone: () => void };

export function MilanVerificationReview({ verification, onDone }: MilanVerificationReviewProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`milan.verifications.details.${key}`);
  const review = useReviewMilanVerification();
  const form = useZodForm(rejectionSchema, { defaultValues: { status: 'rejected', reason: '' } });
  const { isSubmitted } = form.formState;

  const send = (body: z.output<typeof rejectionSchema> | { status: 'verified' }) =>
    review.mutate({ id: verification._id, ...body }, decisionCallbacks(onDone, d('reviewFailed')));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-gray-600">{d('verifyHint')}</p>
        <Button
          loading={review.isPending && review.variables.status === 'verified'}
          disabled={review.isPending}
          onClick={() => send({ status: 'verified' })}
        >
          {d('verify')}
        </Button>
      </div>
      <Form form={form} onSubmit={send} className="flex flex-col items-start gap-3">
        <div role="group" aria-label={d('quickReasons')} className="flex flex-wrap gap-2">
          {QUICK_REASONS.map((key) => (
            <Button
              key={key}
              type="button"
              variant="ghost"
              size="sm"
              className="border border-gray-300"
              onClick={() =>
                form.setValue('reason', t(`milan.verifications.details.reasons.${key}`), {
                  shouldValidate: isSubmitted,
                })
              }
            >
              {t(`milan.verifications.details.reasons.${key}`)}
            </Button>
          ))}
        </div>
        <FormTextAreaField
          name="reason"
          label={d('rejectReason')}
          hint={d('rejectHint')}
          rows={3}
          maxLength={300}
          containerClassName="w-full"
        />
        <Button
          type="submit"
          variant="danger"
          loading={review.isPending && review.variables.status === 'rejected'}
          disabled={review.isPending}
        >
          {d('reject')}
        </Button>
      </Form>
    </div>
  );
}
