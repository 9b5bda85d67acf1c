import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Darshan } from '@seva/contracts';
import { useLocalizedName } from '@/lib/localized-name';
import { DarshanGallery } from './darshan-gallery';

/** One temple's darshan of the day: the temple, the deity and place, the day's title and note, and the pictures. */
export function DarshanPanel({ darshan }: { darshan: Darshan }) {
  const { t } = useTranslation('darshan');
  const localName = useLocalizedName();
  const headingId = useId();
  const temple = darshan.temple;
  const templeName = localName(temple);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-gray-900 sm:text-2xl">
        {templeName}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t('panel.place', { deity: temple.deity, city: temple.city, state: temple.state })}
      </p>
      <h3 className="mt-4 text-base font-semibold text-gray-900">{darshan.title}</h3>
      {darshan.description && <p className="mt-1 text-sm text-gray-700 sm:text-base">{darshan.description}</p>}
      <div className="mt-4">
        {darshan.images.length > 0 ? (
          <DarshanGallery images={darshan.images} templeName={templeName} />
        ) : (
          <p className="rounded-xl bg-primary-50 px-4 py-8 text-center text-sm text-gray-700">
            {t('panel.noPictures')}
          </p>
        )}
      </div>
    </section>
  );
}
