/**
 * Reading POST /api/verification (multipart): the text fields documentType
 * and documentNumber (verificationFieldsSchema) and two image files,
 * `document` (the government ID) and `selfie`, each at most
 * VERIFICATION_IMAGE_MAX_BYTES. Both images are re-encoded before anything
 * keeps them: JPEG, PNG or WebP by their own bytes (admin/image.ts
 * openImage), auto-rotated, every metadata block (EXIF, GPS) dropped, the
 * long side capped at VERIFICATION_IMAGE_MAX_PX, stored as JPEG.
 */
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  VERIFICATION_FILES,
  VERIFICATION_IMAGE_MAX_BYTES,
  verificationFieldsSchema,
  type IdDocumentType,
} from '@seva/contracts';
import { encodeImage, openImage } from '../../../lib/images/image.js';

/** Long side of a kept image, in px: the text of an ID card stays readable, a phone photo shrinks to ~0.5 MB. */
export const VERIFICATION_IMAGE_MAX_PX = 2000;
const JPEG_QUALITY = 85;

type VerificationFile = (typeof VERIFICATION_FILES)[number];

/** What a person calls each file, for messages. */
const FILE_NOUNS: Record<VerificationFile, string> = { document: 'ID document photo', selfie: 'selfie' };
const MISSING: Record<VerificationFile, string> = {
  document: MESSAGES.verificationAddDocument,
  selfie: MESSAGES.verificationAddSelfie,
};

/** A checked submission: the fields as the contract reads them and both images re-encoded as JPEG. */
export interface VerificationSubmission {
  documentType: IdDocumentType;
  documentNumber: string;
  document: Buffer;
  selfie: Buffer;
}

const isVerificationFile = (name: string): name is VerificationFile =>
  (VERIFICATION_FILES as readonly string[]).includes(name);

const limitMb = () => Math.round((VERIFICATION_IMAGE_MAX_BYTES / (1024 * 1024)) * 10) / 10;

/** The raw parts of the request: text fields and the two files by name (other files are read and dropped). */
async function readParts(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw httpErrors.badRequest(MESSAGES.verificationSendFiles);
  const fields: Record<string, string> = {};
  const files: Partial<Record<VerificationFile, Buffer>> = {};
  let current = 'file';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      current = part.fieldname;
      const body = await part.toBuffer();
      if (isVerificationFile(part.fieldname)) files[part.fieldname] = body;
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      const noun = isVerificationFile(current) ? FILE_NOUNS[current] : 'file';
      throw httpErrors.payloadTooLarge(MESSAGE_TEMPLATES.fileTooLarge(noun, limitMb()));
    }
    if (
      error instanceof app.multipartErrors.FilesLimitError ||
      error instanceof app.multipartErrors.PartsLimitError ||
      error instanceof app.multipartErrors.FieldsLimitError
    )
      throw httpErrors.badRequest(MESSAGES.verificationOneEach);
    throw error;
  }
  return { fields, files };
}

/** `upload` as a clean JPEG: checked, auto-rotated, metadata dropped, fitted into VERIFICATION_IMAGE_MAX_PX². Throws 400. */
export async function toVerificationJpeg(upload: Buffer): Promise<Buffer> {
  const image = await openImage(upload);
  return encodeImage(() =>
    image
      .resize(VERIFICATION_IMAGE_MAX_PX, VERIFICATION_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      // Flattened onto white: a transparent PNG would otherwise turn black in JPEG.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer(),
  );
}

/**
 * Reads and checks a verification upload. Throws 400 (not multipart, a field
 * the contract refuses — its message, a file missing or not a JPEG, PNG or
 * WebP), 413 (a file over VERIFICATION_IMAGE_MAX_BYTES, naming the limit).
 */
export async function readVerificationUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<VerificationSubmission> {
  const { fields, files } = await readParts(app, request);
  const parsed = verificationFieldsSchema.safeParse(fields);
  if (!parsed.success) throw httpErrors.badRequest(parsed.error.issues[0]?.message ?? MESSAGES.checkYourDetails);
  const { document, selfie } = files;
  if (!document) throw httpErrors.badRequest(MISSING.document);
  if (!selfie) throw httpErrors.badRequest(MISSING.selfie);
  // One after the other: two 2000 px encodes at once would take both cores from other requests.
  const documentJpeg = await toVerificationJpeg(document);
  const selfieJpeg = await toVerificationJpeg(selfie);
  return { ...parsed.data, document: documentJpeg, selfie: selfieJpeg };
}
