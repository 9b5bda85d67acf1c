/**
 * The home page's service grid: every service with its route (from `paths`,
 * never a literal) and its icon. Short labels live in home.json under
 * services.items.<key>, so adding a service means one row here and one entry
 * per locale. Pitr paksha rituals are booked through the puja pages
 * (filtered to pitr rituals), not at the pitr paksha history; Sanchar opens
 * on its videos.
 */
import { paths } from '@/config/paths';
import type { IconName } from './components/icon';

export type ServiceKey =
  'recharge' | 'puja' | 'pitrPaksha' | 'yatra' | 'shop' | 'milanSathi' | 'sanchar' | 'darshan' | 'consultancy';

export type Service = { key: ServiceKey; to: string; icon: IconName };

/** The nine services, in the order the grid shows them (three rows of three on a phone). */
export const SERVICES: readonly Service[] = [
  { key: 'recharge', to: paths.recharge, icon: 'phone' },
  { key: 'puja', to: paths.puja.root, icon: 'diya' },
  { key: 'pitrPaksha', to: `${paths.puja.root}?kind=pitr`, icon: 'kalash' },
  { key: 'yatra', to: paths.yatra.root, icon: 'mountain' },
  { key: 'shop', to: paths.products.root, icon: 'bag' },
  { key: 'milanSathi', to: paths.milanSathi.root, icon: 'heart' },
  { key: 'sanchar', to: paths.sanchar.video, icon: 'play' },
  { key: 'darshan', to: paths.religious.dailyDarshan, icon: 'sunrise' },
  { key: 'consultancy', to: paths.religious.consultancy, icon: 'chat' },
];
