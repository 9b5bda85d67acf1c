import { describe, expect, it } from 'vitest';
import {
  adminPitrBookingStatusBodySchema,
  adminPujaBookingStatusBodySchema,
  canMovePujaBooking,
} from './puja-admin.js';

describe('canMovePujaBooking', () => {
  it('takes a pitr booking through the sankalp video, never prasad', () => {
    expect(canMovePujaBooking('pitr', 'confirmed', 'performed')).toBe(true);
    expect(canMovePujaBooking('pitr', 'performed', 'video_sent')).toBe(true);
    expect(canMovePujaBooking('pitr', 'video_sent', 'completed')).toBe(true);
    expect(canMovePujaBooking('pitr', 'performed', 'completed')).toBe(false);
    expect(canMovePujaBooking('pitr', 'video_sent', 'prasad_shipped')).toBe(false);
    expect(canMovePujaBooking('pitr', 'video_sent', 'performed')).toBe(false);
  });
});

describe('the status bodies', () => {
  const video = 'https://youtu.be/sankalp';

  it('take the video link with video_sent only, for both kinds', () => {
    for (const schema of [adminPujaBookingStatusBodySchema, adminPitrBookingStatusBodySchema]) {
      expect(schema.parse({ status: 'video_sent', proofVideoUrl: ` ${video} ` })).toEqual({
        status: 'video_sent',
        proofVideoUrl: video,
      });
      expect(schema.safeParse({ status: 'completed', proofVideoUrl: video }).error?.issues[0]).toMatchObject({
        path: ['proofVideoUrl'],
        message: 'The video link is sent with the status video_sent.',
      });
      expect(schema.safeParse({ status: 'video_sent', proofVideoUrl: 'javascript:alert(1)' }).success).toBe(false);
    }
  });

  it('refuses prasad for a pitr booking', () => {
    expect(adminPitrBookingStatusBodySchema.safeParse({ status: 'prasad_shipped' }).success).toBe(false);
  });
});
