/**
 * The table of a content catalogue whose records have a name, a Hindi name,
 * a position and an active state (media categories, temples, news
 * categories): the name opens the editor, then the caller's columns, the
 * position, the active switch (with "Hindi missing" under it for records
 * that say what lacks Hindi) and Delete (after any actions of the caller).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentResource } from '../api/content-resource';
import { DataTable, NameCell, RowButton } from './data-table';
import { DeleteButton } from './delete-button';
import { HindiMissingBadge } from './hindi-fields';
import { RecordSwitch } from './record-switch';

type Named = {
  _id: string;
  name: string;
  nameHi: string;
  sortOrder: number;
  active: boolean;
  /** The fields lacking Hindi, for records that track it (media categories). */
  hindiMissing?: string[];
};

type NamedRecordsTableProps<Item extends Named> = {
  caption: string;
  items: Item[];
  resource: ContentResource<Item, unknown, unknown>;
  /** Columns between the name and the position. */
  columns: { header: string; cell: (item: Item) => ReactNode }[];
  /** The picture beside the name; no picture column when absent. */
  imageOf?: (item: Item) => string;
  /** Buttons before Delete. */
  actions?: (item: Item) => ReactNode;
  /** Marks a row (the open category). */
  highlighted?: string;
  /** The label of a field lacking Hindi, for "Hindi missing"; no badge without it. */
  hindiLabelOf?: (field: string) => string;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
};

export function NamedRecordsTable<Item extends Named>(props: NamedRecordsTableProps<Item>) {
  const { caption, items, resource, columns, imageOf, actions, highlighted, hindiLabelOf, onEdit, onDelete } = props;
  const { t } = useTranslation('admin');
  const headers = [
    t('content.common.name'),
    ...columns.map((column) => column.header),
    t('content.common.position'),
    t('content.common.active'),
    t('content.common.actions'),
  ];
  return (
    <DataTable caption={caption} columns={headers} minWidth="min-w-[720px]">
      {items.map((item) => (
        <tr key={item._id} className={item._id === highlighted ? 'bg-primary-50' : 'hover:bg-gray-50'}>
          {imageOf ? (
            <NameCell image={imageOf(item)} name={item.name} detail={item.nameHi} onEdit={() => onEdit(item)} />
          ) : (
            <td className="px-4 py-3">
              <RowButton label={`${t('shop.edit')} ${item.name}`} onClick={() => onEdit(item)} className="text-left">
                {item.name}
              </RowButton>
              <p className="text-xs text-gray-500" lang="hi">
                {item.nameHi}
              </p>
            </td>
          )}
          {columns.map((column) => (
            <td key={column.header} className="px-4 py-3 text-gray-700">
              {column.cell(item)}
            </td>
          ))}
          <td className="px-4 py-3">{item.sortOrder}</td>
          <td className="px-4 py-3">
            <div className="flex flex-col items-start gap-1">
              <RecordSwitch
                resource={resource}
                id={item._id}
                field="active"
                checked={item.active}
                label={t('content.common.activeLabel', { name: item.name })}
              />
              {hindiLabelOf && <HindiMissingBadge missing={item.hindiMissing ?? []} labelOf={hindiLabelOf} />}
            </div>
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              {actions?.(item)}
              <DeleteButton name={item.name} onClick={() => onDelete(item)} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
