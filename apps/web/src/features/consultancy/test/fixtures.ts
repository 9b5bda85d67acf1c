/** Test data for the consultancy tests, as the API answers it. Factories take overrides. */
import { CONSULTANCY_RECEIVED, type ConsultancyRequest } from '@seva/contracts';
import { recordId } from '@/test/factories';

export function consultancyRequest(overrides: Partial<ConsultancyRequest> = {}): ConsultancyRequest {
  return {
    _id: recordId(),
    topic: 'muhurat',
    preferredLanguage: 'hi',
    preferredTime: 'evening',
    message: 'An auspicious date for griha pravesh in February, please.',
    status: 'new',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer to a new request. */
export function created(request: ConsultancyRequest) {
  return { status: true, message: CONSULTANCY_RECEIVED, data: request };
}
