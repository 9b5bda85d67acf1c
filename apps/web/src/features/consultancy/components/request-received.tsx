import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultancyRequest } from '@seva/contracts';
import { Button, Fact } from '@/components/ui';

type RequestReceivedProps = {
  /** The server's words ("Your consultancy request has been received…"). */
  message: string;
  request: ConsultancyRequest;
  onAnother: () => void;
};

/** The confirmation after a request: the server's message, what was asked, and a way to ask about something else. Takes focus so it is announced. */
export function RequestReceived({ message, request, onAnother }: RequestReceivedProps) {
  const { t } = useTranslation('consultancy');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-green-100 sm:p-6">
      <p className="flex items-center gap-2 text-sm font-semibold text-green-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('received.eyebrow')}
      </p>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-xl font-bold text-gray-900 focus:outline-none sm:text-2xl"
      >
        {message}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 border-t border-gray-100 pt-4">
        <Fact term={t('form.topic')}>{t(`topics.${request.topic}`)}</Fact>
        <Fact term={t('form.language')}>{t(`languages.${request.preferredLanguage}`)}</Fact>
        <Fact term={t('form.time')}>{t(`times.${request.preferredTime}.label`)}</Fact>
        <Fact term={t('form.message')}>
          <span className="whitespace-pre-line">{request.message}</span>
        </Fact>
      </dl>
      <Button variant="secondary" className="mt-5 w-full sm:w-auto" onClick={onAnother}>
        {t('received.another')}
      </Button>
    </section>
  );
}
