/** ID verification requests and profile reports as the Milan Sathi review queues' API answers them, for tests. */
import type { AdminReport, AdminVerification } from '@seva/contracts';
import { mediaImage } from '@/test/factories';

export function adminVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  return {
    _id: '66a0b1c2d3e4f5a6b7c8d9e0',
    status: 'pending',
    documentType: 'pan',
    documentNumber: 'XXXXXX234F',
    reason: '',
    hasFiles: true,
    submittedAt: '2026-11-02T04:30:00.000Z',
    reviewedAt: null,
    customerId: '65f0a1b2c3d4e5f6a1b2c3aa',
    firstName: 'Anita',
    lastName: 'Sharma',
    mobile: '9876501234',
    profilePhotos: [mediaImage('anita-1', { folder: 'milan' }), mediaImage('anita-2', { folder: 'milan' })],
    reviewedBy: null,
    ...overrides,
  };
}

export function adminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    _id: '66b0c1d2e3f4a5b6c7d8e9f0',
    reason: 'asked_for_money',
    details: 'He asked me to send ₹20,000 for his mother’s treatment before we met.',
    status: 'open',
    reporter: { _id: '65f0a1b2c3d4e5f6a1b2c3d4', name: 'Anita Sharma', mobile: '9876501234' },
    reported: {
      _id: '65f0a1b2c3d4e5f6a1b2c3d5',
      name: 'Rahul Mishra',
      mobile: '9123456780',
      suspended: false,
      openReports: 2,
    },
    resolution: '',
    createdAt: '2026-11-03T06:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}
