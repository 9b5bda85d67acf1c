/**
 * The demo's live streams: each plays the locally made HLS stream
 * (demo-media/live/aarti-live); two are on air, the others show their
 * schedule.
 */
import type { Motif } from '../art/motifs.js';

export interface CatalogueLiveStream {
  title: string;
  description: string;
  location: string;
  schedule: string;
  isLive: boolean;
  motif: Motif;
  hue: number;
}

export const CATALOGUE_LIVE_STREAMS: CatalogueLiveStream[] = [
  {
    title: 'Ganga Aarti — Live from Varanasi',
    description: 'The evening Ganga aarti at Dashashwamedh Ghat, live every day.',
    location: 'Dashashwamedh Ghat, Varanasi',
    schedule: 'Daily, 6:45 PM',
    isLive: true,
    motif: 'ghats',
    hue: 36,
  },
  {
    title: 'Shri Siddhivinayak Darshan',
    description: 'Darshan of Shri Siddhivinayak from the sanctum, through the day.',
    location: 'Prabhadevi, Mumbai',
    schedule: 'Daily, 5:30 AM – 9:50 PM',
    isLive: true,
    motif: 'ganesh',
    hue: 12,
  },
  {
    title: 'Mahakal Bhasma Aarti',
    description: 'The dawn bhasma aarti of Shri Mahakaleshwar jyotirlinga.',
    location: 'Ujjain, Madhya Pradesh',
    schedule: 'Daily, 4:00 AM',
    isLive: false,
    motif: 'mahakal',
    hue: 220,
  },
  {
    title: 'Somnath Sandhya Aarti',
    description: 'The evening aarti at the first jyotirlinga, by the Arabian Sea.',
    location: 'Prabhas Patan, Gujarat',
    schedule: 'Daily, 7:00 PM',
    isLive: false,
    motif: 'sea-temple',
    hue: 200,
  },
];
