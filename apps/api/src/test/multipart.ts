/**
 * multipart/form-data request bodies for upload tests, byte for byte as a
 * browser's FormData sends them: each part in the order given, then the
 * closing boundary.
 */
import { randomBytes } from 'node:crypto';

/** A file part; without `filename` it is `<name>.png`, without `contentType` image/png. */
export interface FilePart {
  name: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A text field part. */
export interface FieldPart {
  name: string;
  value: string;
}

/** The payload of `parts` (in order) and the content-type header naming its boundary, for `app.inject`. */
export function multipartBody(parts: (FieldPart | FilePart)[]) {
  const boundary = `----seva${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    if ('value' in part)
      return [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      ];
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? `${part.name}.png`}"\r\n` +
      `Content-Type: ${part.contentType ?? 'image/png'}\r\n\r\n`;
    return [Buffer.from(head), part.data, Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The text `fields` as parts, in their order. */
export const fieldParts = (fields: Record<string, string>): FieldPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** A body of the text `fields`, then `files`. */
export const multipartForm = (fields: Record<string, string>, files: FilePart[]) =>
  multipartBody([...fieldParts(fields), ...files]);
