/**
 * Reading one uploaded file from a multipart/form-data request, for the
 * upload routes (console pictures, audio and video; members' photos). The
 * route registers @fastify/multipart with its own `fileSize` limit.
 */
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_TEMPLATES } from '@seva/contracts';

/** The uploaded file's bytes and the text fields sent beside it, by field name. */
export interface Upload {
  file: Buffer;
  fields: Record<string, string>;
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * The one file and the fields of a multipart request; `noun` names the file
 * in messages ("image", "audio file"). Throws 400 (not multipart, no file),
 * 413 (over `maxBytes`, naming the limit in MB).
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  noun: string,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) throw httpErrors.badRequest(MESSAGE_TEMPLATES.sendAsFileUpload(noun));
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
      throw httpErrors.payloadTooLarge(MESSAGE_TEMPLATES.fileTooLarge(noun, mb));
    }
    throw error;
  }
  if (!file) throw httpErrors.badRequest(MESSAGE_TEMPLATES.chooseFileToUpload(withArticle(noun)));
  return { file, fields };
}
