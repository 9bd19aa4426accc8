import type { PopupPosition, PopupSize } from '@arte-gospel/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CHECKED_VALUES } from './migrations/0006-check-constraints';

// Table types for kysely, one interface per table of the migrations. Columns under a CHECK
// constraint (migration 0006) are typed with their values, except users' nivelacesso and
// tipoplano, which the code still reads as strings.

/** The values a checked column takes. */
type Checked<K extends keyof typeof CHECKED_VALUES> = (typeof CHECKED_VALUES)[K][number];

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  is_premium: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  phone: string | null;
  profileimageurl: string | null;
  bio: string | null;
  nivelacesso: ColumnType<string, string | undefined, string>;
  tipoplano: string | null;
  acessovitalicio: ColumnType<boolean, boolean | undefined, boolean>;
  dataexpiracao: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  origemassinatura: string | null;
  password_hash: string | null;
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  persistent: boolean;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface SecretTable {
  id: Generated<number>;
  user_id: number;
  secret_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** Verification codes also count wrong tries (a code dies after the limit). */
export interface VerificationCodesTable extends SecretTable {
  attempts: ColumnType<number, number | undefined, number>;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface NamedSlugTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ArtsTable {
  id: Generated<number>;
  title: string;
  search_text: string;
  image_url: string;
  cdn_url: string | null;
  category_id: number | null;
  format_id: number;
  file_type_id: number;
  group_id: string | null;
  designer_id: number | null;
  is_premium: ColumnType<boolean, boolean | undefined, boolean>;
  is_visible: ColumnType<boolean, boolean | undefined, boolean>;
  featured_rank: number | null;
  edit_url: string | null;
  download_url: string | null;
  download_count: ColumnType<number, number | undefined, number>;
  view_count: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserArtTable {
  user_id: number;
  art_id: number;
  created_at: CreatedAt;
}

export interface DownloadsTable {
  id: Generated<number>;
  user_id: number;
  art_id: number;
  created_at: CreatedAt;
}

export interface FollowsTable {
  follower_id: number;
  designer_id: number;
  created_at: CreatedAt;
}

export interface TestimonialsTable {
  id: Generated<number>;
  rating: ColumnType<string, number | string, number | string>;
  quote: string;
  avatar_url: string | null;
  name: string;
  role: string | null;
  company: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface PopupsTable {
  id: Generated<number>;
  title: string | null;
  content: string | null;
  image_url: string | null;
  button_text: string | null;
  button_url: string | null;
  background_color: string | null;
  text_color: string | null;
  button_color: string | null;
  button_text_color: string | null;
  button_radius: number | null;
  button_width: string | null;
  position: PopupPosition | null;
  size: PopupSize | null;
  animation: string | null;
  delay: number | null;
  target_pages: ColumnType<string[], string[] | undefined, string[]>;
  audience: ColumnType<Checked<'popups.audience'>, Checked<'popups.audience'> | undefined>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface PopupEventsTable {
  id: Generated<number>;
  popup_id: number;
  session_id: string;
  user_id: number | null;
  action: Checked<'popup_events.action'>;
  created_at: CreatedAt;
}

export interface ProblemReportsTable {
  id: Generated<number>;
  report_type_id: number;
  title: string;
  description: string;
  email: string | null;
  whatsapp: string | null;
  user_id: number | null;
  status: ColumnType<
    Checked<'problem_reports.status'>,
    Checked<'problem_reports.status'> | undefined
  >;
  created_at: CreatedAt;
}

export interface ReportEvidenceTable {
  id: Generated<number>;
  report_id: number;
  stored_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface SiteSettingsTable {
  key: string;
  value: string | null;
  updated_at: CreatedAt;
}

export interface PurchasesTable {
  id: Generated<number>;
  transaction_id: string;
  event: string;
  email: string;
  plan: string | null;
  amount_cents: number | null;
  user_id: number | null;
  applied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  payload: string;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  hits: number;
  /** End of the window: rows past it are purged. */
  expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row per visitor, item and day: a view counts only when its row is new. */
export interface DailyViewsTable {
  kind: Checked<'daily_views.kind'>;
  item_id: number;
  visitor: string;
  /** The day in Brazil (UTC−3), YYYY-MM-DD. */
  day: ColumnType<Date | string, string, string>;
}

export interface Database {
  categories: CategoriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_verification_codes: VerificationCodesTable;
  password_reset_tokens: SecretTable;
  outbox_emails: OutboxEmailsTable;
  formats: NamedSlugTable;
  file_types: NamedSlugTable;
  arts: ArtsTable;
  favorites: UserArtTable;
  saved_arts: UserArtTable;
  downloads: DownloadsTable;
  follows: FollowsTable;
  testimonials: TestimonialsTable;
  popups: PopupsTable;
  popup_events: PopupEventsTable;
  problem_reports: ProblemReportsTable;
  report_evidence: ReportEvidenceTable;
  push_subscriptions: PushSubscriptionsTable;
  site_settings: SiteSettingsTable;
  purchases: PurchasesTable;
  rate_limits: RateLimitsTable;
  daily_views: DailyViewsTable;
}
