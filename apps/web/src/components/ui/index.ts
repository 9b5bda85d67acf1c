export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Breadcrumb } from './breadcrumb';
export { ComingSoon } from './coming-soon';
export { ConfirmDialog, Dialog } from './dialog';
export { TextField, SelectField, TextAreaField, CheckboxField, inputClasses } from './input';
export { OtpInput, emptyOtp } from './otp-input';
export { PageContainer } from './page-container';
export { Skeleton } from './skeleton';
export { Spinner, PageLoader } from './spinner';
export { EmptyState } from './empty-state';
export { HistoryPage } from './history-page';
export { LinkChips, type LinkChip } from './link-chips';
export { LoadError } from './load-error';
export { BookingCardFrame } from './booking-card-frame';
export { BookingLayout } from './booking-layout';
export { BookNowLink } from './book-now-link';
export { CatalogueCard } from './catalogue-card';
export { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';
export { ConfirmationPanel } from './confirmation-panel';
export { DetailsLayout } from './details-layout';
export { DetailsSkeleton } from './details-skeleton';
export { Fact } from './fact';
export { NotFoundState } from './not-found-state';
export { ResponsiveImage } from './responsive-image';
export { SquareImage } from './square-image';
export { StickyActionBar } from './sticky-action-bar';
export { StatusBadge } from './status-badge';
export { VerifiedBadge } from './verified-badge';
export { TextList } from './text-list';
export { Avatar, AvatarLink } from './avatar';
export { Pager } from './pager';
export { UploadProgress } from './upload-progress';
export {
  BellIcon,
  CartIcon,
  ChatIcon,
  CheckIcon,
  ChevronLeftIcon,
  ClockIcon,
  DotsIcon,
  DownloadIcon,
  FilterIcon,
  HeartIcon,
  LockIcon,
  OutlineIcon,
  PersonIcon,
  SearchIcon,
  ShieldCrossIcon,
  ShieldIcon,
  StarIcon,
  UserPlusIcon,
} from './icons';
export { SearchBox, SEARCH_DEBOUNCE_MS } from './search-box';
