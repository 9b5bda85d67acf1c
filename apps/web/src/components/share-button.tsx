/**
 * Share (issue 23): the Web Share API's sheet (`navigator.share({ title,
 * text, url })`) where the browser has it, else the link copied to the
 * clipboard with a "Link copied" toast. `url` defaults to the page's own
 * address. Imported from this file, not the components/ui index, so only the
 * pages that show it (a video, an episode, a news story, a puja, a yatra)
 * download it; its words are in the MESSAGES catalogue ('messages' namespace).
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { OutlineIcon } from '@/components/ui/icons';

type ShareButtonProps = {
  title: string;
  text?: string;
  /** What to share; the current page's address when absent (a relative path is made absolute). */
  url?: string;
  variant?: ButtonVariant;
  className?: string;
};

/** Whether the customer closed the share sheet themselves (not a failure to report). */
const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Shares through the system sheet, else copies `url`; answers what happened. */
export async function shareLink(data: {
  title: string;
  text?: string;
  url: string;
}): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (cancelled(error)) return 'shared';
      // Not allowed here (an iframe, no user gesture…): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function ShareButton({ title, text, url, variant = 'secondary', className }: ShareButtonProps) {
  // No suspense: the button appears once its two words are there, never holding up the page.
  const { t, ready } = useTranslation('messages', { useSuspense: false });
  if (!ready) return null;
  const onClick = async () => {
    const href = new URL(url ?? window.location.href, window.location.origin).toString();
    const result = await shareLink({ title, ...(text ? { text } : {}), url: href });
    if (result === 'copied') toast.success(t('linkCopied'));
    if (result === 'failed') toast.error(t('linkNotCopied'));
  };
  return (
    <button type="button" onClick={() => void onClick()} className={buttonClasses(variant, 'md', className)}>
      <OutlineIcon className="size-5">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </OutlineIcon>
      {t('share')}
    </button>
  );
}
