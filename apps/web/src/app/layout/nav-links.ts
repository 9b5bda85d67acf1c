import { paths } from '@/config/paths';

/** Header navigation (SPEC §2), in order; labels in layout.json nav.<key>. */
export const NAV_LINKS = [
  { key: 'home', to: paths.home },
  { key: 'recharge', to: paths.recharge },
  { key: 'milanSathi', to: paths.milanSathi.root },
  { key: 'bookPuja', to: paths.puja.root },
  { key: 'products', to: paths.products.root },
  { key: 'yatra', to: paths.yatra.root },
] as const;

/** The account menu entries before Logout (SPEC §2), in order; labels in account.<key>. */
export const ACCOUNT_LINKS = [
  { key: 'myProfile', to: paths.profile },
  { key: 'myCart', to: paths.cart.root },
  { key: 'rechargeHistory', to: paths.history.recharge },
  { key: 'productHistory', to: paths.history.product },
  { key: 'pujaHistory', to: paths.history.puja },
  { key: 'yatraHistory', to: paths.history.yatra },
  { key: 'pitrPakshaHistory', to: paths.history.pitrPaksha },
] as const;
