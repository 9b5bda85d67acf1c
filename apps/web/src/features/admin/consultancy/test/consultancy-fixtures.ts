/** Consultancy requests as the content console's API answers them, for its tests. Factories take overrides. */
import type { AdminConsultancy } from '@seva/contracts';
import { AUDIT } from '../../shared/test/api-answers';

export function adminConsultancy(overrides: Partial<AdminConsultancy> = {}): AdminConsultancy {
  return {
    _id: '65f0a1b2c3d4e5f63f9a1c2e',
    topic: 'muhurat',
    preferredLanguage: 'hi',
    preferredTime: 'evening',
    message: 'I would like a muhurat for a griha pravesh in December.',
    status: 'new',
    customerId: 'cccccccccccccccccccccc02',
    customerName: 'Asha Verma',
    customerMobile: '9876543210',
    note: '',
    ...AUDIT,
    ...overrides,
  };
}
