/**
 * The card an auth link page ends on (e-mail verified, password reset, a
 * link that failed): a tick or a warning sign, a heading, the message and
 * one action button.
 */
import { Button } from '@/components/ui';

type StatusCardProps = {
  tone: 'ok' | 'fail';
  title: string;
  message: string;
  action: string;
  onAction: () => void;
};

export function StatusCard({ tone, title, message, action, onAction }: StatusCardProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <span
        aria-hidden="true"
        className={`mb-4 grid size-16 place-items-center rounded-full text-3xl ${tone === 'ok' ? 'bg-green-50 text-green-600' : 'bg-red-50 text-red-600'}`}
      >
        {tone === 'ok' ? '✓' : '!'}
      </span>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{message}</p>
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={onAction}>
        {action}
      </Button>
    </section>
  );
}
