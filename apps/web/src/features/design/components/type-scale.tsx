/**
 * The type scale as the pages use it (the classes most headings carry), each step in English and Hindi. The
 * samples are paragraphs styled as headings, so this page keeps one h1 and an outline of its own sections.
 */
const STEPS = [
  { name: 'h1 (page title)', classes: 'text-2xl font-bold text-gray-900 sm:text-3xl' },
  { name: 'h2 (section)', classes: 'text-lg font-bold text-gray-900' },
  { name: 'h3 (card title)', classes: 'text-base font-semibold text-gray-900' },
  { name: 'h4 (group label)', classes: 'text-sm font-semibold tracking-wide text-gray-600 uppercase' },
  { name: 'body', classes: 'text-base text-gray-900' },
  { name: 'small', classes: 'text-sm text-gray-600' },
] as const;

const SAMPLES = [
  { lang: 'en', text: 'Book a puja at Kashi Vishwanath' },
  { lang: 'hi', text: 'काशी विश्वनाथ में पूजा बुक करें' },
] as const;

export function TypeScale() {
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {STEPS.map((step) => (
        <div key={step.name} className="grid gap-2 p-4 md:grid-cols-[12rem_1fr]">
          <div>
            <p className="text-sm font-semibold text-gray-900">{step.name}</p>
            <p className="font-mono text-xs break-words text-gray-600">{step.classes}</p>
          </div>
          <div className="space-y-1">
            {SAMPLES.map((sample) => (
              <p key={sample.lang} lang={sample.lang} className={step.classes}>
                {sample.text}
              </p>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
