import { useState } from 'react';

/** What the editor dialog shows: null closed, `{}` a new record, `{ record }` a saved one. */
export type Editing<T> = { record?: T } | null;

/** What a record's form reports to its editor dialog: saved (and whether it was new), a file uploaded, cancelled. */
export type EditorCallbacks<T> = {
  onSaved: (record: T, created: boolean) => void;
  onUploaded: (record: T) => void;
  onCancel: () => void;
};

/**
 * The editor dialog of a content list. A new record stays open once saved,
 * now as the saved record, because its pictures and files can only be
 * uploaded to a record that exists; saving an edit closes it.
 */
export function useRecordEditor<T>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return {
    editing,
    openNew: () => setEditing({}),
    open: (record: T) => setEditing({ record }),
    close: () => setEditing(null),
    saved: (record: T, created: boolean) => setEditing(created ? { record } : null),
    /** After an upload: the dialog shows the record with its new file. */
    update: (record: T) => setEditing((now) => (now ? { record } : now)),
  };
}
