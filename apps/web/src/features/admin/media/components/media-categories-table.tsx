/**
 * Media categories or one category's sub-categories, with their pictures,
 * what they hold and what lacks Hindi; a category row also opens its sub-categories.
 */
import { useTranslation } from 'react-i18next';
import type { AdminMediaCategory } from '@seva/contracts';
import { Button } from '@/components/ui';
import type { ContentResource } from '../../shared/api/content-resource';
import { NamedRecordsTable } from '../../shared/components/named-records-table';
import { mediaFieldLabel } from '../form/media-hindi';

type MediaCategoriesTableProps<Item extends AdminMediaCategory> = {
  caption: string;
  items: Item[];
  resource: ContentResource<Item, unknown, unknown>;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /** Shows a category's sub-categories; absent in the sub-categories table. */
  onOpen?: (item: Item) => void;
  /** The category whose sub-categories are open. */
  openId?: string;
};

export function MediaCategoriesTable<Item extends AdminMediaCategory>({
  onOpen,
  openId,
  ...props
}: MediaCategoriesTableProps<Item>) {
  const { t } = useTranslation('admin');
  return (
    <NamedRecordsTable
      {...props}
      imageOf={(item) => item.image?.src ?? ''}
      highlighted={openId}
      hindiLabelOf={(field) => t(mediaFieldLabel(field))}
      columns={[
        {
          header: t('content.categories.holdsColumn'),
          cell: (item) => t('content.categories.holds', { videos: item.videoCount, podcasts: item.podcastCount }),
        },
      ]}
      actions={
        onOpen &&
        ((item) => (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={item._id === openId}
            aria-label={t('content.subCategories.showOf', { name: item.name })}
            onClick={() => onOpen(item)}
          >
            {t('content.subCategories.show')}
          </Button>
        ))
      }
    />
  );
}
