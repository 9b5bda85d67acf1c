import { useEffect, useState } from 'react';

/**
 * An object URL showing `blob` (a chosen file, a private image), or null
 * without one. The URL is revoked when the blob changes or the component
 * leaves, so the bytes are not kept alive after.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
