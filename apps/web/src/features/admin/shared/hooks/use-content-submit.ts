/**
 * The submit step of a content form: create (no record yet) or update the
 * record, toast the server's message and hand the saved record back (with
 * whether it was new); a refusal is toasted and the form stays as it is.
 */
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useSaveContent, type ContentResource } from '../api/content-resource';

export function useContentSubmit<Item extends { _id: string }, Create, Update>(
  resource: ContentResource<Item, Create, Update>,
  record: Item | undefined,
  onSaved: (item: Item, created: boolean) => void,
  saveFailed: string,
) {
  const save = useSaveContent(resource);
  return async (body: Create | Update) => {
    try {
      const answer = await save.mutateAsync({ id: record?._id, body });
      toast.success(answer.message);
      onSaved(answer.data, record === undefined);
    } catch (error) {
      toast.error(errorMessage(error, saveFailed));
    }
  };
}
