/**
 * A stand-in for XMLHttpRequest, which api.upload uses for its progress:
 * each send reports half of the file as sent, then all of it, and answers
 * with the next reply (the last one repeats). `sent` lists each request's
 * url and multipart fields.
 */
import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown };
export type SentUpload = { url: string; fields: Array<[string, FormDataEntryValue]> };

export function fakeUpload(...replies: Reply[]): SentUpload[] {
  const sent: SentUpload[] = [];
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
      sent.push({ url: this.url, fields: [...form.entries()] });
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      setTimeout(() => {
        progress(50);
        progress(100);
        this.status = reply.status ?? 200;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** A file of `name` and `type` that says it is `megabytes` large, without holding the bytes. */
export function fileOf(name: string, type: string, megabytes = 0.5): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: Math.round(megabytes * 1024 * 1024) });
  return file;
}
