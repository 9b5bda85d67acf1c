/**
 * What the home page introduces: every service with its route (from `paths`,
 * never a literal) and its icon. Titles and descriptions live in home.json
 * under services.items.<key>, so adding a service means one row here and one
 * entry per locale. Pitr paksha rituals are booked through the puja pages
 * (filtered to pitr rituals), not at the pitr paksha history.
 */
import { paths } from '@/config/paths';
import type { IconName } from './components/icon';

export type ServiceKey =
  | 'recharge'
  | 'puja'
  | 'pitrPaksha'
  | 'yatra'
  | 'products'
  | 'dailyDarshan'
  | 'consultancy'
  | 'milanSathi'
  | 'podcast'
  | 'video'
  | 'live'
  | 'news';

export type Service = { key: ServiceKey; to: string; icon: IconName };

/** The main services, in the order a first-time visitor should meet them. */
export const SERVICES: readonly Service[] = [
  { key: 'puja', to: paths.puja.root, icon: 'diya' },
  { key: 'recharge', to: paths.recharge, icon: 'phone' },
  { key: 'yatra', to: paths.yatra.root, icon: 'mountain' },
  { key: 'pitrPaksha', to: `${paths.puja.root}?kind=pitr`, icon: 'kalash' },
  { key: 'products', to: paths.products.root, icon: 'bag' },
  { key: 'dailyDarshan', to: paths.religious.dailyDarshan, icon: 'sunrise' },
  { key: 'consultancy', to: paths.religious.consultancy, icon: 'chat' },
  { key: 'milanSathi', to: paths.milanSathi.root, icon: 'heart' },
];

/** Sanchar, the media corner: listen, watch, join live, read. */
export const SANCHAR: readonly Service[] = [
  { key: 'podcast', to: paths.sanchar.podcast, icon: 'mic' },
  { key: 'video', to: paths.sanchar.video, icon: 'play' },
  { key: 'live', to: paths.sanchar.live, icon: 'live' },
  { key: 'news', to: paths.sanchar.news, icon: 'news' },
];

/** Featured pujas (home.json highlights.pujas.<key>); each opens the puja catalogue. */
export const FEATURED_PUJAS = ['rudrabhishek', 'mahamrityunjaya', 'satyanarayan'] as const;

/** Featured yatras (home.json highlights.yatras.<key>); each opens the yatra list. */
export const FEATURED_YATRAS = ['charDham', 'vaishnoDevi', 'kashiAyodhya'] as const;

/** Mobile operators and DTH providers named on the recharge highlight (brand names, home.json highlights.recharge). */
export const OPERATORS = ['jio', 'airtel', 'vi', 'bsnl'] as const;
export const DTH_PROVIDERS = ['tataPlay', 'airtelDth', 'dishTv', 'sunDirect'] as const;
