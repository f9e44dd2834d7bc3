import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/002 `newsletter_subscribers`, kept beside the code that owns it. */
export type NewsletterSubscribersTable = {
  id: Generated<number>;
  email: string;
  name: string;
  surname: string;
  /** YYYY-MM-DD on insert. */
  date_of_birth: ColumnType<Date, string, string>;
  locale: string;
  privacy_accepted_at: Date;
  discount_code: string;
  discount_percent: number;
  discount_redeemed_at: Date | null;
  created_at: ColumnType<Date, never, never>;
};

export type NewsletterTables = {
  newsletter_subscribers: NewsletterSubscribersTable;
};

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    newsletter_subscribers: NewsletterSubscribersTable;
  }
}
