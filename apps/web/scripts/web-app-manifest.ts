/**
 * The web app manifest (issue 23): what a phone shows when Seva is added to its home screen. Colours are the
 * design tokens (src/index.css: brand saffron #E15602, the theme-color of index.html, on the page's white with a hint of orange-50, #FFFCF8); the icons
 * are drawn by scripts/pwa-icons.ts; the shortcuts open the three things people come back for.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

const icon = (size: number, file: string, purpose?: 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  ...(purpose ? { purpose } : {}),
});

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Seva',
  short_name: 'Seva',
  description: 'Seva: recharge and bill payment, Milan Sathi, puja and yatra bookings, a devotional shop and more.',
  lang: 'en-IN',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#E15602',
  background_color: '#FFFCF8',
  categories: ['lifestyle', 'shopping', 'utilities'],
  icons: [icon(192, 'icon-192.png'), icon(512, 'icon-512.png'), icon(512, 'maskable-512.png', 'maskable')],
  shortcuts: [
    { name: 'Recharge', url: '/recharge', icons: [icon(96, 'shortcut-recharge-96.png')] },
    { name: 'Book a Puja', short_name: 'Puja', url: '/puja', icons: [icon(96, 'shortcut-puja-96.png')] },
    { name: 'Messages', url: '/dashboard/messages', icons: [icon(96, 'shortcut-messages-96.png')] },
  ],
};
