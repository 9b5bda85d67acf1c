/**
 * What each demo podcast episode's cover shows (demo-media/audio/episodes.json
 * is made by a script, so the art lives here): its subject, by file name.
 */
import type { Motif } from '../art/motifs.js';

export const PODCAST_MOTIFS: Record<string, Motif> = {
  'episode-01.mp3': 'surya', // The Meaning of the Gayatri Mantra
  'episode-02.mp3': 'hanuman', // The Story Behind the Hanuman Chalisa
  'episode-03.mp3': 'book', // Bhagavad Gita Chapter 2: Reflections
  'episode-04.mp3': 'leaf', // Ekadashi Vrat: Story and Rules (tulsi)
  'episode-05.mp3': 'lakshmi', // Diwali Lakshmi Puja Vidhi
  'episode-06.mp3': 'nagara', // Kashi Vishwanath: A History
  'episode-07.mp3': 'surya', // Chhath Puja: Worship of the Sun
  'episode-08.mp3': 'ghats', // Ganga Aarti at Dashashwamedh Ghat
  'episode-09.mp3': 'diya', // Om Jai Jagdish Hare: Meaning of the Aarti
  'episode-10.mp3': 'trishul', // The Mahamrityunjaya Mantra
  'episode-11.mp3': 'bansuri', // Meerabai: Songs of Love for Krishna
  'episode-12.mp3': 'ram-darbar', // Tulsidas and the Ramcharitmanas
  'episode-13.mp3': 'pothi', // Kabir's Dohe and Nirgun Bhajans
  'episode-14.mp3': 'durga', // Navratri: The Nine Forms of Durga
  'episode-15.mp3': 'mala', // The Power of Naam Jaap
  'episode-16.mp3': 'thali', // Sandhya Aarti at Home
};
