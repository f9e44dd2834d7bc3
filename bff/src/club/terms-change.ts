import { CLUB, type Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { enqueueMail, escapeHtml, type OutgoingMail } from '../mail';
import { startOfRomeDay } from './calendar';
import { lastValidDay } from './mails';

const DAY_MS = 86_400_000;

export interface TermsChange {
  version: string;
  summary: string;
  /** The Italian calendar day the new terms apply from. */
  effectiveFrom: string;
}

interface TermsMailTexts {
  subject: string;
  body: (effective: string) => string;
  revoke: string;
  read: string;
}

const TEXTS: Record<Locale, TermsMailTexts> = {
  en: {
    subject: 'Club AMA: our terms are changing',
    body: (effective) => `The Club AMA terms change on ${effective}. What changes:`,
    revoke: 'If you do not accept the new terms, you may revoke your membership in writing until that day, from your member page.',
    read: 'The terms:',
  },
  it: {
    subject: 'Club AMA: cambiano le condizioni',
    body: (effective) => `Le condizioni del Club AMA cambiano dal ${effective}. Cosa cambia:`,
    revoke: 'Se non accetti le nuove condizioni, puoi recedere per iscritto fino a quel giorno, dalla tua pagina socio.',
    read: 'Le condizioni:',
  },
  es: {
    subject: 'Club AMA: cambian las condiciones',
    body: (effective) => `Las condiciones del Club AMA cambian el ${effective}. Qué cambia:`,
    revoke: 'Si no aceptas las nuevas condiciones, puedes darte de baja por escrito hasta ese día, desde tu página de socio.',
    read: 'Las condiciones:',
  },
  de: {
    subject: 'Club AMA: Unsere Bedingungen ändern sich',
    body: (effective) => `Die Bedingungen des Club AMA ändern sich am ${effective}. Was sich ändert:`,
    revoke: 'Wenn Sie die neuen Bedingungen nicht annehmen, können Sie Ihre Mitgliedschaft bis zu diesem Tag schriftlich über Ihre Mitgliederseite widerrufen.',
    read: 'Die Bedingungen:',
  },
};

export function buildTermsChangeMail(to: string, locale: Locale, change: TermsChange, links: { terms: string; member: string }): OutgoingMail {
  const texts = TEXTS[locale];
  // The day itself, named as the shopper's language names it ("the day after" the last old-terms day).
  const effective = lastValidDay(locale, new Date(startOfRomeDay(change.effectiveFrom).getTime() + 1));
  const lines = [texts.body(effective), change.summary, texts.revoke, links.member, texts.read, links.terms];
  return {
    to,
    subject: texts.subject,
    text: lines.join('\n\n'),
    html: [
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head><body>`,
      `<p>${escapeHtml(texts.body(effective))}</p>`,
      `<blockquote>${escapeHtml(change.summary).replace(/\n/g, '<br>')}</blockquote>`,
      `<p>${escapeHtml(texts.revoke)}<br><a href="${escapeHtml(links.member)}">${escapeHtml(links.member)}</a></p>`,
      `<p>${escapeHtml(texts.read)} <a href="${escapeHtml(links.terms)}">${escapeHtml(links.terms)}</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * Announces a terms change (docs/requirements.md#club): at least CLUB.termsChangeNoticeDays ahead, recorded with its
 * version, and an e-mail to every active member in their language (outbox, same transaction), so each
 * has the notice period to revoke. Returns how many members were told.
 */
export async function announceTermsChange(
  db: Kysely<Database>,
  change: TermsChange,
  now: Date,
  links: (member: { id: string; locale: Locale }) => { terms: string; member: string },
): Promise<number> {
  const effectiveAt = startOfRomeDay(change.effectiveFrom);
  if (effectiveAt.getTime() < now.getTime() + CLUB.termsChangeNoticeDays * DAY_MS) {
    throw new RuleViolationError(`Terms changes are announced at least ${CLUB.termsChangeNoticeDays} days ahead`, { effectiveFrom: 'notice_too_short' });
  }
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('club_terms_versions')
      .values({ version: change.version, summary: change.summary, announced_at: now, effective_from: effectiveAt })
      .onConflict((conflict) => conflict.column('version').doNothing())
      .returning('version')
      .executeTakeFirst();
    if (!inserted) throw new RuleViolationError(`Terms version ${change.version} was already announced`, { version: 'already_announced' });
    const members = await trx
      .selectFrom('club_members')
      .select(['id', 'email', sql<Locale>`locale`.as('locale')])
      .where('status', 'in', ['pending', 'member', 'elite'])
      .execute();
    for (const member of members) await enqueueMail(trx, buildTermsChangeMail(member.email, member.locale, change, links(member)));
    return members.length;
  });
}
