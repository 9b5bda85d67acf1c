/**
 * A stand-in for XMLHttpRequest, which api.upload uses for its progress: each
 * send reports half of the file as sent, then all of it, and answers with the
 * next reply (the last one repeats). A reply with `hold` stops at half until
 * `finish()` is called. `sent` lists each request's url, its (first)
 * multipart field's name and value; `forms` keeps each request's whole
 * FormData, for uploads that send several fields.
 */
import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown; hold?: boolean };
export type SentUpload = { url: string; field: string | null; file: FormDataEntryValue | null };

type Sent = SentUpload[] & { finish: () => void; forms: FormData[] };

export function fakeUpload(...replies: Reply[]): Sent {
  const sent: SentUpload[] = [];
  const forms: FormData[] = [];
  let held: (() => void) | null = null;
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const reply = replies[Math.min(sent.length, replies.length - 1)] ?? { status: 500 };
      const [field = null, file = null] = [...form.entries()][0] ?? [];
      forms.push(form);
      sent.push({ url: this.url, field, file });
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      const finish = () => {
        progress(100);
        this.status = reply.status ?? 200;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      };
      setTimeout(() => {
        progress(50);
        if (reply.hold) held = finish;
        else finish();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  /** Completes the upload a `hold` reply stopped at half. */
  const finish = () => {
    held?.();
    held = null;
  };
  return Object.defineProperties(sent, { finish: { value: finish }, forms: { value: forms } }) as Sent;
}

/** A file of `name` and `type` that says it is `megabytes` large (0.1 unless told), without holding the bytes. */
export function fileOf(name: string, type: string, megabytes = 0.1): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: Math.round(megabytes * 1024 * 1024) });
  return file;
}
