import type {
  AccessLevel,
  DeliveryOrigin,
  DeliveryResult,
  EditedArt,
  LedgerResult,
  PixKeyType,
  PopupAudience,
  PopupEventAction,
  PopupPosition,
  PopupSize,
  PremiumPlanType,
  ReportStatus,
  ServiceTime,
} from '@arte-gospel/domain';
import type { ColumnType, Generated } from 'kysely';

// Table types for kysely, one interface per table of the migrations. Columns under a CHECK
// constraint (migration 0006) are typed with the domain's lists of their values
// (db/constraints.test.ts checks the constraints hold the same lists).

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp, null unless set. */
type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A timestamp every insert gives. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  is_premium: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Issue 19 (migration 0017): the cover staff uploaded, a /media path. */
  cover_image_url: Defaulted<string | null>;
  /** A colour theme of domain's CATEGORY_THEMES, whatever the slug. */
  theme: Defaulted<string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  phone: string | null;
  profileimageurl: string | null;
  bio: string | null;
  /** Issue 19 (migration 0017): the designers' order staff gave (null: after, by name). */
  designer_sort_order: Defaulted<number | null>;
  nivelacesso: Defaulted<AccessLevel>;
  tipoplano: PremiumPlanType | null;
  acessovitalicio: Defaulted<boolean>;
  dataexpiracao: OptionalDate;
  origemassinatura: string | null;
  password_hash: string | null;
  email_verified: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Issue 19 (migration 0018): the landing's utm_source, src and sck at sign-up (≤ 100 chars). */
  signup_utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  signup_src: ColumnType<string | null, string | null | undefined, string | null>;
  signup_sck: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  persistent: boolean;
  expires_at: Timestamp;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface SecretTable {
  id: Generated<number>;
  user_id: number;
  secret_hash: string;
  expires_at: Timestamp;
  used_at: OptionalDate;
  created_at: CreatedAt;
}

/** Verification codes also count wrong tries (a code dies after the limit). */
export interface VerificationCodesTable extends SecretTable {
  attempts: Defaulted<number>;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  sent_at: OptionalDate;
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
  is_premium: Defaulted<boolean>;
  is_visible: Defaulted<boolean>;
  featured_rank: number | null;
  edit_url: string | null;
  download_url: string | null;
  download_count: Defaulted<number>;
  view_count: Defaulted<number>;
  /** The publish date: an art dated in the future is scheduled (shown from that date). */
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Issue 17: the template size (domain ART_SIZES id) and its pixel dimensions. */
  size_id: string | null;
  width: number | null;
  height: number | null;
  /** The template and palette (domain TEMPLATES); null = chosen from the art's id. */
  template_id: string | null;
  palette_id: string | null;
  /** Values of the template's named text slots (slot name → text). */
  texts: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** Issue 19: the uploads storage key of an uploaded image (null: drawn from its template). */
  upload_key: string | null;
  /** An uploaded source file (SVG, PDF, ZIP): its storage key and its name in the ZIP. */
  source_key: string | null;
  source_name: string | null;
  /** The uploaded image's main colour, #rrggbb. */
  dominant_color: string | null;
  /** Staff's words for the art (at most 20). */
  tags: ColumnType<string[], string[] | undefined, string[]>;
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
  sort_order: Defaulted<number>;
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
  target_pages: Defaulted<string[]>;
  audience: Defaulted<PopupAudience>;
  starts_at: OptionalDate;
  ends_at: OptionalDate;
  is_active: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface PopupEventsTable {
  id: Generated<number>;
  popup_id: number;
  session_id: string;
  user_id: number | null;
  action: PopupEventAction;
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
  status: Defaulted<ReportStatus>;
  created_at: CreatedAt;
  /** Issue 19: staff's note on the report (at most 2000 characters). */
  staff_note: string | null;
  /** The art the report is about, when filed from its page. */
  art_id: number | null;
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
  applied_at: OptionalDate;
  payload: string;
  created_at: CreatedAt;
  // Issue 16 (migration 0007): the provider's event, matched and applied.
  provider_event_id: string | null;
  /** The provider's purchase status (APPROVED, REFUNDED…). */
  status: string | null;
  offer_code: string | null;
  subscriber_code: string | null;
  currency: string | null;
  recurrence_number: number | null;
  /** The provider's own time of the event (its creation_date). */
  event_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  next_charge_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A subscription cancellation: access lasts until then. */
  access_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  result: ColumnType<LedgerResult, LedgerResult | undefined, LedgerResult>;
  delivery_id: number | null;
  /** The provider's product (data.product.id), migration 0011. */
  product_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's data.purchase.origin (sck, src, xcod), migration 0018 (≤ 100 chars). */
  origin_sck: ColumnType<string | null, string | null | undefined, string | null>;
  origin_src: ColumnType<string | null, string | null | undefined, string | null>;
  origin_xcod: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every POST of the payment provider (issue 16), its payload without the token. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  provider_event_id: string | null;
  event: string | null;
  transaction_id: string | null;
  email: string | null;
  status: string | null;
  result: DeliveryResult;
  message: string | null;
  payload: string;
  received_at: CreatedAt;
  /** Who sent it (migration 0015): the provider, a staff replay, a test, a simulation. */
  origin: ColumnType<DeliveryOrigin, DeliveryOrigin | undefined, DeliveryOrigin>;
  replay_of: ColumnType<number | null, number | null | undefined, number | null>;
  sent_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
  /** End of the window: rows past it are purged. */
  expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row per visitor, item and day: a view counts only when its row is new. */
export interface DailyViewsTable {
  kind: 'art' | 'popup';
  item_id: number;
  visitor: string;
  /** The day in Brazil (UTC−3), YYYY-MM-DD. */
  day: ColumnType<Date | string, string, string>;
}

/** One change made by staff (issue 19): who, what, when, the row before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_name: string;
  actor_level: string;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string | null;
  /** JSON text of the row before the change (null for a creation). */
  before: string | null;
  /** JSON text of the row after the change (null for a deletion). */
  after: string | null;
  created_at: CreatedAt;
}

/** Issue 19 (migration 0017): a course of video lessons. */
export interface CoursesTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface LessonsTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  description: string | null;
  video_url: string;
  duration_seconds: number | null;
  sort_order: Defaulted<number>;
  is_premium: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Counted art views per art and Brazilian day (migration 0018), for the staff analytics. */
export interface ArtViewsDailyTable {
  art_id: number;
  day: ColumnType<Date | string, string, string>;
  views: number;
}

/** Searches per folded query and Brazilian day (migration 0018): no account, no address. */
export interface SearchLogTable {
  day: ColumnType<Date | string, string, string>;
  query: string;
  searches: number;
  /** The result count of the day's last search of this query. */
  results: number;
}

/** Issue 20 (migration 0019): 'Minha igreja', one per account. */
export interface ChurchProfilesTable {
  user_id: number;
  name: string;
  address: string | null;
  /** JSON list of { day, time, label } (domain's ServiceTime), written as JSON text. */
  service_times: ColumnType<ServiceTime[], string | undefined, string>;
  pastor_name: string | null;
  instagram: string | null;
  whatsapp: string | null;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
  logo_url: Defaulted<string | null>;
  /** Migration 0021: '#rrggbb' (lower case) or null. */
  primary_color: Defaulted<string | null>;
  secondary_color: Defaulted<string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Issue 20 (migration 0020): 'Minhas artes', an account's edits of catalogue arts. */
export interface EditedArtsTable {
  id: Generated<number>;
  user_id: number;
  /** null once staff removed the art: the edit stays, it cannot be exported. */
  art_id: number | null;
  name: string;
  /** domain's EditedArt, written as JSON text. */
  state: ColumnType<EditedArt, string, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An edit's uploaded photo: uploads storage edits/{userId}/{editId}/{name}. */
export interface EditedArtPhotosTable {
  edit_id: number;
  name: string;
  width: number;
  height: number;
  /** The stored file's size (migration 0022; 0 for photos kept before it). */
  bytes: Generated<number>;
  created_at: CreatedAt;
}

export interface Database {
  categories: CategoriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_verification_codes: VerificationCodesTable;
  email_verification_links: SecretTable;
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
  webhook_deliveries: WebhookDeliveriesTable;
  rate_limits: RateLimitsTable;
  daily_views: DailyViewsTable;
  audit_log: AuditLogTable;
  art_views_daily: ArtViewsDailyTable;
  search_log: SearchLogTable;
  courses: CoursesTable;
  lessons: LessonsTable;
  church_profiles: ChurchProfilesTable;
  edited_arts: EditedArtsTable;
  edited_art_photos: EditedArtPhotosTable;
}
