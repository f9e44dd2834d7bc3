import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables created by ../../migrations (keep both in step). */

export interface CollectionsTable {
  code: string;
  position: number;
}

export interface CollectionTranslationsTable {
  collection_code: string;
  locale: string;
  name: string;
  subtitle: string;
  description: string;
}

export interface CategoriesTable {
  code: string;
  position: number;
}

export interface CategoryTranslationsTable {
  category_code: string;
  locale: string;
  name: string;
}

export interface ShapesTable {
  code: string;
  position: number;
}

export interface ShapeTranslationsTable {
  shape_code: string;
  locale: string;
  name: string;
  description: string;
}

export interface ProductsTable {
  sku: string;
  category_code: string;
  collection_code: string;
  shape_code: string;
  list_price_cents: number;
  default_gold: string;
  available: ColumnType<boolean, boolean | undefined, boolean>;
  shipment_working_days: number;
  suggested_rank: number;
  created_at: ColumnType<Date, never, never>;
}

export interface ProductTranslationsTable {
  sku: string;
  locale: string;
  name: string;
  description: string;
}

export interface ProductOptionsTable {
  sku: string;
  option_type: string;
  value: string;
  price_delta_cents: ColumnType<number, number | undefined, number>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  max_length: number | null;
  position: number;
}

export interface OptionLabelsTable {
  option_type: string;
  value: string;
  locale: string;
  label: string;
}

export interface ProductSuggestionsTable {
  sku: string;
  suggested_sku: string;
  position: number;
}

/** A visitor's resolved choice, as stored in jsonb: { gold: 'ROSE', size: '14', engraving: 'Ti amo' }. */
export type StoredOptions = Record<string, string>;
/** jsonb columns: read as an object, written as its JSON text. */
type JsonbOptions = ColumnType<StoredOptions, string | undefined, string>;

export interface VisitorsTable {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  created_at: ColumnType<Date, never, never>;
  last_seen_at: ColumnType<Date, never, Date>;
}

export interface CartsTable {
  visitor_hash: string;
  discount_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface CartLinesTable {
  id: Generated<string>;
  visitor_hash: string;
  sku: string;
  options: JsonbOptions;
  quantity: number;
  created_at: ColumnType<Date, never, never>;
}

export interface WishlistItemsTable {
  visitor_hash: string;
  sku: string;
  options: JsonbOptions;
  added_at: ColumnType<Date, never, never>;
}

/** migrations/004. Codes are stored upper-case; `percent` is set for kind 'percent', `amount_cents` for 'fixed'. */
export interface DiscountCodesTable {
  code: string;
  kind: 'percent' | 'fixed';
  percent: ColumnType<number | null, number | null | undefined, number | null>;
  amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  valid_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
  valid_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  usage: 'unlimited' | 'single_use' | 'once_per_email';
  bound_email: ColumnType<string | null, string | null | undefined, string | null>;
  minimum_subtotal_cents: ColumnType<number | null, number | null | undefined, number | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DiscountRedemptionsTable {
  id: Generated<number>;
  code: string;
  order_ref: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  redeemed_at: ColumnType<Date, Date | undefined, Date>;
}

/** migrations/006 (Club AMA). Statuses as in the contract's CLUB_STATUSES. */
export type ClubStatusColumn = 'pending' | 'member' | 'elite' | 'revoked' | 'terminated';

export interface ClubMembersTable {
  id: Generated<string>;
  email: string;
  name: string;
  lastname: string;
  /** Name, last name and birth date without case or accents (club/person-key.ts). */
  person_key: string;
  /** Read as a Date by the drivers (local midnight): select to_char(birth_date, 'YYYY-MM-DD') for the day. */
  birth_date: ColumnType<Date, string, string>;
  phone: string;
  country: string;
  region_code: string;
  region: string;
  city: string;
  province: string;
  zip_code: string;
  address: string;
  locale: string;
  status: ColumnType<ClubStatusColumn, ClubStatusColumn | undefined, ClubStatusColumn>;
  elite_until_year: ColumnType<number | null, number | null | undefined, number | null>;
  privacy_accepted_at: Date;
  registered_at: ColumnType<Date, Date | undefined, never>;
  member_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ClubStatusChangesTable {
  id: Generated<number>;
  member_id: string;
  from_status: ClubStatusColumn | null;
  to_status: ClubStatusColumn;
  reason: string;
  detail: ColumnType<string | null, string | null | undefined, never>;
  order_id: ColumnType<string | null, string | null | undefined, never>;
  actor: 'member' | 'order' | 'operator' | 'system';
  changed_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubCodesTable {
  code: string;
  member_id: string;
  kind: 'welcome' | 'birthday' | 'seasonal' | 'friend';
  year: number;
  donated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubFriendInvitationsTable {
  id: Generated<number>;
  member_id: string;
  friend_email: string;
  member_code: string;
  friend_code: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubTermsVersionsTable {
  version: string;
  summary: string;
  announced_at: ColumnType<Date, Date | undefined, Date>;
  effective_from: Date;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface Database {
  collections: CollectionsTable;
  collection_translations: CollectionTranslationsTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  shapes: ShapesTable;
  shape_translations: ShapeTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_options: ProductOptionsTable;
  option_labels: OptionLabelsTable;
  product_suggestions: ProductSuggestionsTable;
  visitors: VisitorsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  wishlist_items: WishlistItemsTable;
  discount_codes: DiscountCodesTable;
  discount_redemptions: DiscountRedemptionsTable;
  club_members: ClubMembersTable;
  club_status_changes: ClubStatusChangesTable;
  club_codes: ClubCodesTable;
  club_friend_invitations: ClubFriendInvitationsTable;
  club_terms_versions: ClubTermsVersionsTable;
  schema_migrations: SchemaMigrationsTable;
}
