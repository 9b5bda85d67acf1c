import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { categoryPath } from '../links';

/** Products › Category › Name, above the product (the global breadcrumb is only a spacer, SPEC §2). */
export function ProductTrail({
  categoryId,
  categoryName,
  name,
}: {
  categoryId: string;
  categoryName: string;
  name: string;
}) {
  const { t } = useTranslation('shop');
  const linkClass = 'hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <nav aria-label={t('details.trail')} className="mb-4 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-x-1.5">
        <li>
          <Link to={paths.products.root} className={linkClass}>
            {t('products.title')}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to={categoryPath(categoryId)} className={linkClass}>
            {categoryName}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="line-clamp-1 font-medium text-gray-900">
          {name}
        </li>
      </ol>
    </nav>
  );
}
