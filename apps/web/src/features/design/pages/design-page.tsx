/**
 * /design, in development builds only (issue 20; app/router.tsx drops the route and this chunk from production):
 * the colour tokens with their contrast computed from index.css, the type scale in English and Hindi, spacing,
 * radius and elevation, and the shared components in their states. A page for the people building Seva, so its
 * words are English only and not in the translation files.
 */
import type { ReactNode } from 'react';
import themeCss from '@/index.css?raw';
import { PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { ColourSwatches } from '../components/colour-swatches';
import { ComponentGallery } from '../components/component-gallery';
import { ShapeSamples } from '../components/shape-samples';
import { TypeScale } from '../components/type-scale';
import { colourTokens } from '../tokens';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DesignPage() {
  usePageTitle('Design system');
  const tokens = colourTokens(themeCss);
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Seva design system</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        A development page: it exists only in development builds and is not translated. Colours come from the{' '}
        <code className="font-mono text-sm">@theme</code> block of <code className="font-mono text-sm">index.css</code>;
        contrast ratios are computed here (WCAG 2.2: 4.5:1 for text, 3:1 for large text and shapes).
      </p>
      <Section id="design-colours" title="Colour tokens">
        <ColourSwatches tokens={tokens} />
      </Section>
      <Section id="design-type" title="Type scale (Noto Sans, Latin and Devanagari)">
        <TypeScale />
      </Section>
      <Section id="design-shapes" title="Spacing, radius and elevation">
        <ShapeSamples />
      </Section>
      <Section id="design-components" title="Components">
        <ComponentGallery />
      </Section>
    </PageContainer>
  );
}
