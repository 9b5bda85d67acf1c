/**
 * The picture chosen in a record's form (products, pujas, yatras) before the
 * record is saved: its type and size are checked at once, and it is read as a
 * preview for ProductImageField.
 */
import { useState } from 'react';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '@seva/contracts';

/** What is wrong with `file` before it is sent: 'wrongType', 'tooLarge', or null. The server checks again by content. */
function imageProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return 'tooLarge';
  return null;
}

/** The chosen file, and its preview as a data: URL once read (the CSP allows data: images, not blob:). */
type Chosen = { file: File; url: string | null };

/** The picture chosen in a form, its preview URL and what is wrong with the last choice. */
export function useChosenImage() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<'wrongType' | 'tooLarge' | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    setChosen(found ? null : { file, url: null });
    if (found) return;
    const reader = new FileReader();
    reader.onload = () =>
      setChosen((current) =>
        current?.file === file && typeof reader.result === 'string' ? { file, url: reader.result } : current,
      );
    reader.readAsDataURL(file);
  };

  return { file: chosen?.file ?? null, preview: chosen?.url ?? null, problem, choose, clear: () => setChosen(null) };
}

export type ChosenImage = ReturnType<typeof useChosenImage>;
