/**
 * An order's tracking timeline (issue 23): placed → packed → shipped →
 * delivered, each reached step with its date and time (India), the shipped
 * step with the courier, the AWB number and the courier's tracking page when
 * known; a cancelled order ends at Cancelled instead (its refund is told
 * beside it). Steps not reached yet are shown greyed, so the customer sees
 * what comes next.
 */
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@seva/contracts';
import { cn, formatDateTime } from '@/lib/format';

const FORWARD: readonly OrderStatus[] = ['placed', 'packed', 'shipped', 'delivered'];

export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const reached = new Map(order.timeline.map((step) => [step.status, step.at]));
  const steps =
    order.status === 'cancelled' ? [...FORWARD.filter((status) => reached.has(status)), 'cancelled' as const] : FORWARD;
  return (
    <section aria-label={t('history.timeline.label')} className="border-t border-gray-100 py-3">
      <ol className="flex flex-col gap-3 sm:flex-row sm:gap-0">
        {steps.map((status) => {
          const at = reached.get(status);
          return (
            <li
              key={status}
              data-testid={`timeline-${status}`}
              aria-current={status === order.status ? 'step' : undefined}
              className="flex flex-1 items-start gap-2 sm:flex-col"
            >
              <span
                aria-hidden
                className={cn(
                  'mt-1 size-3 shrink-0 rounded-full',
                  at ? (status === 'cancelled' ? 'bg-red-600' : 'bg-green-600') : 'bg-gray-300',
                )}
              />
              <div className="text-sm">
                <p className={cn('font-semibold', at ? 'text-gray-900' : 'text-gray-500')}>
                  {t(`history.status.${status}`)}
                </p>
                {at ? (
                  <time dateTime={at} className="text-gray-600">
                    {formatDateTime(at)}
                  </time>
                ) : (
                  <p className="text-gray-500">{t('history.timeline.pending')}</p>
                )}
                {status === 'shipped' && order.shipment && (
                  <p className="text-gray-700">
                    {t('history.timeline.shipment', { courier: order.shipment.courier, awb: order.shipment.awb })}
                    {order.shipment.trackingUrl && (
                      <>
                        {' '}
                        <a
                          href={order.shipment.trackingUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="font-medium text-[#E15602] underline"
                        >
                          {t('history.timeline.track')}
                        </a>
                      </>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
