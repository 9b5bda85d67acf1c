/** The promise about the documents: who sees them and when they are deleted. */
export function PrivacyNote({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-xl bg-gray-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mt-0.5 size-5 shrink-0 text-primary"
      >
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
