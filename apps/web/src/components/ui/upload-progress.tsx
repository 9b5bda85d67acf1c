/**
 * An upload under way: a progress bar named `label` and the percentage in
 * words beside it (`text(percent)`, e.g. "Uploading… 40%"). `progress` is
 * the fraction sent, 0–1.
 */
export function UploadProgress({
  progress,
  label,
  text,
}: {
  progress: number;
  label: string;
  text: (percent: number) => string;
}) {
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3">
      <progress value={percent} max={100} aria-label={label} className="h-2 w-full accent-primary sm:w-64" />
      <span className="text-sm whitespace-nowrap text-gray-700">{text(percent)}</span>
    </div>
  );
}
