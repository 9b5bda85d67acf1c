/**
 * Test data for the verification page, shaped as the API answers it
 * (contracts Verification, VerificationStateResponse), and object URLs for
 * jsdom, which has none. Factories take overrides.
 */
import { vi } from 'vitest';
import type { Verification, VerificationStateResponse } from '@seva/contracts';
import { recordId } from '@/test/factories';

export const STATE = 'GET /api/verification';
export const filePath = (id: string, file: 'document' | 'selfie') => `/api/verification/${id}/files/${file}`;

/** A pending PAN request sent on 10 Mar 2026, its images still kept. */
export function verification(overrides: Partial<Verification> = {}): Verification {
  return {
    _id: recordId(),
    status: 'pending',
    documentType: 'pan',
    documentNumber: 'XXXXXX234F',
    reason: '',
    hasFiles: true,
    submittedAt: '2026-03-10T09:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export const stateReply = (current: Verification | null, verified = false): { body: VerificationStateResponse } => ({
  body: { success: true, verified, verification: current },
});

/** Stubs URL.createObjectURL / revokeObjectURL: each blob gets "blob:<n>". */
export function stubObjectUrls() {
  let n = 0;
  const create = vi.fn((_blob: Blob) => `blob:${(n += 1)}`);
  const revoke = vi.fn((_url: string) => {});
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}
