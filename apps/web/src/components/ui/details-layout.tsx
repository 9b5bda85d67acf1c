import type { ReactNode } from 'react';
import { SquareImage } from './square-image';

type DetailsLayoutProps = {
  /** The hero picture, loaded eagerly. */
  image: { src: string; alt: string };
  /** The h1 block beside the picture (under it on phones). */
  heading: ReactNode;
  /** The "About" section opening the white card: its h2's id and title, and the description (line breaks kept). */
  about: { id: string; title: string; text: string };
  /** The sections under About on the card (lists, tables). */
  children: ReactNode;
  /** The booking panel: beside the card on desktops, under it on phones. */
  panel: ReactNode;
};

/** A catalogue item's details page (a puja's, a yatra's), in the shape DetailsSkeleton holds while it loads. */
export function DetailsLayout({ image, heading, about, children, panel }: DetailsLayoutProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-5 md:items-center md:gap-8">
        <SquareImage src={image.src} alt={image.alt} eager className="rounded-2xl md:col-span-2" />
        <div className="md:col-span-3">{heading}</div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="flex min-w-0 flex-col gap-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
          <section aria-labelledby={about.id}>
            <h2 id={about.id} className="text-lg font-bold text-gray-900">
              {about.title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-gray-700">{about.text}</p>
          </section>
          {children}
        </div>
        {panel}
      </div>
    </div>
  );
}
