import { LockIcon } from '@/components/ui';

/** The promise about the documents: who sees them and when they are deleted. */
export function PrivacyNote({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-xl bg-gray-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200"
    >
      <LockIcon className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>{text}</span>
    </p>
  );
}
