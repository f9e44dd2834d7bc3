import { CUSTOM_DESIGN_TOKEN_PARAM, type CustomDesign, type CustomDesignFeeState, type CustomDesignStatus, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail';
import { buildDesignMail } from './design-mails';
import { signIdToken, verifyIdToken } from './member-token';

/** The design page's link token: a custom design's id, signed with the club's link secret for this purpose only. */
const DESIGN_LINK = 'custom-design-link:v1';
export const signDesignToken = (secret: string, designId: string, now: Date) => signIdToken(DESIGN_LINK, secret, designId, now);
export const designIdOfToken = (secret: string, token: unknown) => verifyIdToken(DESIGN_LINK, secret, token)?.id ?? null;

/** The request's page in the customer's language, with its token (`/it/club/custom-design?token=…`). */
export type DesignLinks = (design: { id: string; locale: string }) => string;
export const designPageLinks =
  (origin: string, secret: string, now: () => Date): DesignLinks =>
  ({ id, locale }) =>
    `${origin}/${locale}/club/custom-design?${CUSTOM_DESIGN_TOKEN_PARAM}=${encodeURIComponent(signDesignToken(secret, id, now()))}`;

export const designColumns = (db: Kysely<Database>) => db.selectFrom('custom_designs').selectAll();
type DesignRow = Awaited<ReturnType<ReturnType<typeof designColumns>['executeTakeFirstOrThrow']>>;

const FEE_STATES: Record<DesignRow['payment_status'], CustomDesignFeeState> = { authorised: 'held', voided: 'released', captured: 'charged' };
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export const toDesign = (row: DesignRow): CustomDesign => ({
  id: row.id,
  status: row.status,
  pieceKind: row.piece_kind,
  description: row.description,
  budgetEuros: row.budget_euros,
  name: row.name,
  email: row.email,
  phone: row.phone,
  locale: row.locale,
  feeCents: row.fee_cents,
  fee: FEE_STATES[row.payment_status],
  card: { brand: row.card_brand, last4: row.card_last4 },
  requestedAt: new Date(row.created_at).toISOString(),
  proposal: row.proposal,
  proposedAt: iso(row.proposed_at),
  orderNumber: row.order_number,
  closingNote: row.closing_note,
  closedAt: iso(row.closed_at),
});

/**
 * A step of a design, in the caller's transaction: its history line and the customer's e-mail of it
 * (the outbox sends it once the transaction commits, never for a step that was rolled back).
 */
export async function recordDesignStep(
  trx: Kysely<Database>,
  step: { design: CustomDesign; from: CustomDesignStatus | null; by: string; detail?: string | null; pageLink: string },
) {
  const { design } = step;
  await trx
    .insertInto('custom_design_changes')
    .values({ design_id: design.id, from_status: step.from, to_status: design.status, changed_by: step.by, detail: step.detail ?? null })
    .execute();
  await enqueueMail(
    trx,
    buildDesignMail({
      email: design.email,
      name: design.name,
      locale: design.locale as Locale,
      pageLink: step.pageLink,
      status: design.status,
      pieceKind: design.pieceKind,
      feeCents: design.feeCents,
      last4: design.card.last4,
      proposal: design.proposal,
      orderNumber: design.orderNumber,
      reason: design.closingNote,
    }),
  );
}
