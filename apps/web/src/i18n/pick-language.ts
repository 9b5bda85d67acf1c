/**
 * Which language a visit starts in (issue 21): a `lang` in the address (a link to a page in Hindi,
 * the `hreflang` alternates), else the one chosen on this device, else the first of Hindi or English
 * among the browser's languages (`navigator.languages`, e.g. `['hi-IN', 'en']` → Hindi), else English.
 */
export function pickLanguage<L extends string>(
  languages: readonly L[],
  { search, stored, browser }: { search: string; stored: string | null; browser: readonly string[] },
): { language: L; fromAddress: boolean } {
  const known = (value: string | null | undefined): value is L => languages.includes(value as L);
  const asked = new URLSearchParams(search).get('lang');
  if (known(asked)) return { language: asked, fromAddress: true };
  if (known(stored)) return { language: stored, fromAddress: false };
  const spoken = browser.map((tag) => tag.toLowerCase().split('-')[0]).find(known);
  return { language: spoken ?? languages[0]!, fromAddress: false };
}
