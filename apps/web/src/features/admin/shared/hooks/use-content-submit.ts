/**
 * The submit step of a content form (media, darshan, news): create (no record
 * yet) or update the record, toast the server's message and hand the saved
 * record back (with whether it was new); a refusal is toasted (the server's
 * reason, else content.common.saveFailed) and the form stays as it is.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useSaveContent, type ContentResource } from '../api/content-resource';

export function useContentSubmit<Item extends { _id: string }, Create, Update>(
  resource: ContentResource<Item, Create, Update>,
  record: Item | undefined,
  onSaved: (item: Item, created: boolean) => void,
) {
  const { t } = useTranslation('admin');
  const save = useSaveContent(resource);
  return async (body: Create | Update) => {
    try {
      const answer = await save.mutateAsync({ id: record?._id, body });
      toast.success(answer.message);
      onSaved(answer.data, record === undefined);
    } catch (error) {
      toast.error(errorMessage(error, t('content.common.saveFailed')));
    }
  };
}
