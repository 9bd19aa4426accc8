export {
  AccountBadge,
  type AccountBadgeProps,
  type AccountBadgeShape,
  type AccountBadgeTone,
} from './components/AccountBadge/AccountBadge';
export { Alert, type AlertRootProps, type AlertTone } from './components/Alert/Alert';
export {
  ArtworkCard,
  type ArtworkCardDesignerProps,
  type ArtworkCardMediaProps,
  type ArtworkCardRootProps,
  type ArtworkCardTexts,
  type ArtworkMediaKind,
  type ArtworkMediaState,
  defaultArtworkCardTexts,
} from './components/ArtworkCard/ArtworkCard';
export type {
  ArtworkCardMenuItem,
  ArtworkCardMenuProps,
} from './components/ArtworkCard/ArtworkCardMenu';
export { Avatar, type AvatarProps, initialsOf } from './components/Avatar/Avatar';
export {
  Badge,
  type BadgeProps,
  type BadgeVariant,
  defaultBadgeTexts,
} from './components/Badge/Badge';
export { type Atoms, atoms } from './components/Box/atoms.css';
export { Box, type BoxProps } from './components/Box/Box';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  buttonClassName,
} from './components/Button/Button';
export {
  Carousel,
  type CarouselProps,
  type CarouselTexts,
  defaultCarouselTexts,
} from './components/Carousel/Carousel';
export {
  CategoryCard,
  type CategoryCardCountProps,
  type CategoryCardSamplesProps,
  type CategoryCardTexts,
  defaultCategoryCardTexts,
} from './components/CategoryCard/CategoryCard';
export {
  CategoryMosaicCard,
  type CategoryMosaicCardCoverProps,
  type CategoryMosaicCardMosaicProps,
  type CategoryMosaicCardRootProps,
} from './components/CategoryMosaicCard/CategoryMosaicCard';
export { type ChipOption, Chips, type ChipsProps } from './components/Chips/Chips';
export {
  Dialog,
  type DialogContentOwnProps,
  type DialogPlacement,
  type DialogPopupProps,
  type DialogSize,
} from './components/Dialog/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorBanner, type ErrorBannerProps } from './components/ErrorBanner/ErrorBanner';
export {
  AppErrorFallback,
  type AppErrorFallbackProps,
  MobileErrorFallback,
  type MobileErrorFallbackProps,
} from './components/ErrorFallback/ErrorFallback';
export {
  ExpiryBanner,
  type ExpiryBannerRootProps,
  type ExpiryBannerTone,
} from './components/ExpiryBanner/ExpiryBanner';
export {
  CheckboxField,
  type CheckboxFieldProps,
  Field,
  FieldFrame,
  type FieldFrameProps,
  TextField,
  type TextFieldProps,
} from './components/Field/Field';
export {
  defaultFileUploadTexts,
  FileUpload,
  type FileUploadProps,
} from './components/FileUpload/FileUpload';
export { InstallBanner } from './components/InstallBanner/InstallBanner';
export { InstallButton, type InstallButtonProps } from './components/InstallButton/InstallButton';
export {
  defaultInstallPopupTexts,
  InstallPopup,
  type InstallPopupProps,
  type InstallPopupStatus,
  type InstallPopupTexts,
} from './components/InstallPopup/InstallPopup';
export {
  defaultMasonryBreakpoints,
  Masonry,
  type MasonryBreakpoint,
  type MasonryProps,
} from './components/Masonry/Masonry';
export { Menu } from './components/Menu/Menu';
export {
  MobileLoadingScreen,
  type MobileLoadingScreenProps,
} from './components/MobileLoadingScreen/MobileLoadingScreen';
export {
  defaultPaginationTexts,
  Pagination,
  type PaginationProps,
  type PaginationTexts,
} from './components/Pagination/Pagination';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput/PasswordInput';
export {
  type PhoneCountry,
  PhoneInput,
  type PhoneInputProps,
} from './components/PhoneInput/PhoneInput';
export { maskPhone } from './components/PhoneInput/phone-mask';
export {
  PlanCard,
  type PlanCardActionProps,
  type PlanCardFeature,
  type PlanCardFeaturesProps,
  type PlanCardPriceProps,
  type PlanCardRootProps,
} from './components/PlanCard/PlanCard';
export {
  Popup,
  type PopupActionProps,
  type PopupRootProps,
  type PopupStatus,
} from './components/Popup/Popup';
export { Progress, type ProgressProps } from './components/Progress/Progress';
export {
  PromoPopup,
  type PromoPopupActionProps,
  type PromoPopupAnimation,
  type PromoPopupPosition,
  type PromoPopupRootProps,
  type PromoPopupSize,
  type PromoPopupWholeImageProps,
} from './components/PromoPopup/PromoPopup';
export {
  type ImageFrame,
  type ImageFrameKind,
  imageFrameFor,
} from './components/PromoPopup/promo-popup-layout';
export {
  defaultPushPopupTexts,
  PushPopup,
  type PushPopupProps,
  type PushPopupStatus,
  type PushPopupTexts,
} from './components/PushPopup/PushPopup';
export { RecentDesignCard } from './components/RecentDesignCard/RecentDesignCard';
export {
  defaultSearchBoxTexts,
  SearchBox,
  type SearchBoxProps,
  type SearchBoxTexts,
} from './components/SearchBox/SearchBox';
export {
  SELECT_ALL_VALUE,
  Select,
  type SelectAppearance,
  type SelectOption,
  type SelectProps,
  type SelectSize,
  selectAppearances,
  selectSizes,
} from './components/Select/Select';
export { Sheet } from './components/Sheet/Sheet';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
} from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export {
  TestimonialCard,
  type TestimonialCardAuthorProps,
  type TestimonialCardRatingProps,
} from './components/TestimonialCard/TestimonialCard';
export {
  createToastStore,
  ToastStack,
  type ToastStackProps,
  type ToastStackStore,
  type ToastStoreOptions,
  type ToastSwipe,
} from './components/ToastStack/ToastStack';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { TrendingCard } from './components/TrendingCard/TrendingCard';
export {
  createVideoPlaybackController,
  isMobileDevice,
  useVideoPlayback,
  type VideoPlaybackController,
  VideoPlaybackProvider,
  type VideoPlaybackProviderProps,
  type VideoPlaybackSettings,
  type VideoThreshold,
} from './components/VideoPlayback/VideoPlayback';
export { lightTheme } from './theme/lightTheme.css';
export { ministryTheme, ministryTokens } from './theme/ministryTheme.css';
export { type ThemeTokens, tokens } from './theme/tokens';
export { visuallyHidden } from './theme/utilities.css';
export { vars } from './theme/vars.css';
