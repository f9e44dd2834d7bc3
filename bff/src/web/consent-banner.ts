import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import {
  CONSENT,
  CONSENT_FORM_CHOICES,
  choicesFromForm,
  consentFromCookieHeader,
  serializeConsent,
  type ConsentBannerRequest,
  type ConsentCategory,
  type ConsentFormChoice,
  type Locale,
} from '@ama/contracts';
import { sendError } from '../http/errors';
import { escapeHtml } from '../mail/escape-html';
import { queryOf, sameOriginLocation } from './redirect-location';

/**
 * The consent banner in the server's first response (docs/consent.md). Whether a visitor is asked is
 * decided per response, after the page cache, like the analytics tag: a cached page never holds the
 * banner, and a response that does is never shared. The markup is the shell's (its server entry
 * renders it in the page's language, the markup the browser's banner hydrates), kept here per
 * language and shell build; only the page's own address is written in per response.
 */
export class ConsentBanners {
  /** Stands for the page's address in the kept markup; random per process, so no text can hold it. */
  private readonly slot = `ama-return-${randomUUID()}`;
  private kept: { stamp: number; byLocale: Map<Locale, Promise<string | null>> } = { stamp: -1, byLocale: new Map() };

  constructor(
    private readonly options: {
      /** The optional categories the shop uses: none, no banner at all. */
      categories: readonly ConsentCategory[];
      /** The shell's markup for one language (null: the shell cannot say; the browser draws it then). */
      render: (request: ConsentBannerRequest) => Promise<string | null>;
      /** The shell build: new markup after a new build. */
      buildStamp: () => number;
    },
  ) {}

  /** Something optional to ask about, and no valid choice in the visitor's cookie (absent, unreadable, outdated). */
  asks(cookieHeader: string | undefined): boolean {
    return this.options.categories.length > 0 && consentFromCookieHeader(cookieHeader) === null;
  }

  /** The banner for this page ('' when the shell cannot render it), its form sending the visitor back to `returnTo`. */
  async html(locale: Locale, returnTo: string): Promise<string> {
    const stamp = this.options.buildStamp();
    if (this.kept.stamp !== stamp) this.kept = { stamp, byLocale: new Map() };
    let markup = this.kept.byLocale.get(locale);
    if (!markup) {
      markup = this.options.render({ locale, returnTo: this.slot, categories: [...this.options.categories] }).catch(() => null);
      this.kept.byLocale.set(locale, markup);
    }
    const html = await markup;
    return html ? html.split(this.slot).join(escapeHtml(returnTo)) : '';
  }
}

/** The page with the banner as the last thing in its body (fixed at the bottom; it reads after the page). */
export function withConsentBanner(page: string, banner: string): string {
  const end = page.lastIndexOf('</body>');
  return end < 0 ? page + banner : page.slice(0, end) + banner + page.slice(end);
}

const MAX_RETURN_LENGTH = 2048;

/**
 * Where the banner's form may send the visitor back: a path of this site (and its query), made
 * canonical like every Location of the front door; null for anything else (another host, a scheme,
 * '//host', '/\host', control characters), which is refused rather than corrected.
 */
export function consentReturnLocation(back: unknown): string | null {
  if (typeof back !== 'string' || back.length === 0 || back.length > MAX_RETURN_LENGTH) return null;
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(back)) return null;
  const path = back.split(/[?#]/, 1)[0]!;
  return sameOriginLocation(path, queryOf(back));
}

/**
 * Whether the form came from one of this site's pages. A page of another site could post it (forms
 * cross sites freely) and so decide a visitor's consent for them: the browser's Sec-Fetch-Site says
 * where it came from, or, from an older browser, Origin against Host.
 */
function postedFromThisSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}

const isFormChoice = (value: unknown): value is ConsentFormChoice => CONSENT_FORM_CHOICES.includes(value as ConsentFormChoice);

/**
 * POST /consent: the banner's form without JavaScript. Sets the consent cookie exactly as the browser's
 * banner writes it (shell/src/consent/consent-cookie.ts) and answers 303 back to the page it came
 * from, so the page is asked for again with the choice (and, with analytics accepted, its tag). Bad
 * input is a 400 JSON error, never a redirect somewhere else.
 */
export function consentFormRoute(options: { secureCookie: boolean }): RequestHandler[] {
  const parse = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  const answer = (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!req.is('application/x-www-form-urlencoded')) return sendError(res, 400, 'BAD_REQUEST', 'Expected the consent form (application/x-www-form-urlencoded)');
    if (!postedFromThisSite(req)) return sendError(res, 400, 'BAD_REQUEST', 'The consent form is accepted from this site only');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const choice = body[CONSENT.form.choice];
    const back = consentReturnLocation(body[CONSENT.form.back]);
    const fields: Record<string, string> = {};
    if (!isFormChoice(choice)) fields[CONSENT.form.choice] = `One of ${CONSENT_FORM_CHOICES.join(', ')}`;
    if (back === null) fields[CONSENT.form.back] = 'A path of this site';
    if (!isFormChoice(choice) || back === null) return sendError(res, 400, 'VALIDATION_FAILED', 'Invalid consent form', fields);
    const choices = choicesFromForm(choice, (category) => body[category] === '1');
    res.cookie(CONSENT.cookieName, serializeConsent(choices), {
      path: '/',
      maxAge: CONSENT.maxAgeDays * 24 * 60 * 60 * 1000,
      sameSite: 'lax',
      secure: options.secureCookie || req.secure,
      httpOnly: false,
      encode: encodeURIComponent,
    });
    // `back` is already sameOriginLocation()'s; said again here so the redirect's target is plain to see.
    res.redirect(303, sameOriginLocation(back.split('?')[0]!, back.slice(back.split('?')[0]!.length)));
  };
  return [
    (req, res, next) =>
      parse(req, res, (error?: unknown) => {
        if (!error) return next();
        res.set('Cache-Control', 'no-store');
        const status = (error as { status?: number }).status === 413 ? 413 : 400;
        sendError(res, status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', 'Unreadable consent form');
      }),
    answer,
  ];
}
