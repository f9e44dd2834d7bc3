import {
  CLUB_MEMBER_TOKEN_HEADER,
  EVENT_BOOKING_PARAMS,
  EVENT_PATHS,
  EVENTS,
  eventCancellationSchema,
  eventKeySchema,
  eventRegistrationSchema,
  localeQuerySchema,
  RECAPTCHA,
  ROUTES,
  type Locale,
} from '@ama/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { CoreConfig } from '../config';
import type { AppDatabase } from '../db';
import { noStoreAnswers } from '../http/errors';
import { requireJsonContentType, jsonBody } from '../http/json-body';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';
import { recaptchaGuard, type RecaptchaConfig } from '../http/recaptcha';
import { isActiveClubStatus, type ClubMemberPort } from './club-membership';
import { shopOrigin } from './event-links';
import { EventRefusal, eventHttpError } from './errors';
import { cancelRegistration, registerForEvent } from './register';
import { findEvent, listEvents } from './repository';

export interface EventsRouterOptions {
  db: AppDatabase;
  config: Pick<CoreConfig, 'publicUrl' | 'host' | 'port'>;
  /** reCAPTCHA settings (docs/recaptcha.md) for the registration; without a site key it lets everything through. */
  recaptcha?: RecaptchaConfig;
  /** Per-IP budget of registrations and cancellations together; EVENTS.writeRateLimit per window by default. */
  rateLimit?: RateLimitOptions;
  /** The events' clock (past or not); tests set it. */
  now?: () => Date;
  /** The club's answer to "whom does this member link name", for events for Club AMA members. */
  clubMembers?: ClubMemberPort;
}

/** The list and the pages change with registrations: a short shared cache keeps seat counts nearly live. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=5';

const handle =
  (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      throw eventHttpError(error) ?? error;
    }
  };

/** An unknown-looking key is simply an event that does not exist: 404, like any other unknown key. */
function keyOf(req: Request): string {
  const parsed = eventKeySchema.safeParse(req.params.key);
  if (!parsed.success) throw new EventRefusal('unknown_event');
  return parsed.data;
}

/**
 * Corporate events (contracts/src/events.ts, docs/events.md): the list, one event, a registration and
 * a cancellation. Writes pass a per-IP limit first (every request counts), then reCAPTCHA for the
 * registration when configured, then the JSON content type and the body parser, as the shop's other forms.
 */
export function eventsRouter({ db, config, recaptcha, rateLimit, clubMembers, now = () => new Date() }: EventsRouterOptions): Router {
  const router = Router();
  // A guest's registration and cancellation link: every answer, errors included, never stored.
  router.use([EVENT_PATHS.registrations, EVENT_PATHS.cancel], noStoreAnswers);
  const kysely = db.kysely;
  const limit = ipRateLimit(rateLimit ?? { limit: EVENTS.writeRateLimit, windowMs: EVENTS.writeRateWindowSeconds * 1000 });
  const captcha = recaptcha ? [recaptchaGuard(recaptcha, RECAPTCHA.actions.eventRegistration)] : [];
  // The link in the confirmation mail: the public URL, or this server's own address; never the request's Host.
  const origin = shopOrigin(config);
  const cancelUrl = (locale: Locale, token: string) => `${origin}/${locale}${ROUTES.eventBooking}?${EVENT_BOOKING_PARAMS.cancel}=${encodeURIComponent(token)}`;

  router.get(
    EVENT_PATHS.list,
    handle(async (req, res) => {
      const { locale } = localeQuerySchema.parse(req.query);
      res.set('Cache-Control', PUBLIC_CACHE).json(await listEvents(kysely, locale, now()));
    }),
  );

  router.get(
    EVENT_PATHS.event,
    handle(async (req, res) => {
      const { locale } = localeQuerySchema.parse(req.query);
      const event = await findEvent(kysely, keyOf(req), locale, now());
      if (!event) throw new EventRefusal('unknown_event');
      res.set('Cache-Control', PUBLIC_CACHE).json(event);
    }),
  );

  router.post(
    EVENT_PATHS.cancel,
    limit,
    requireJsonContentType,
    jsonBody(),
    handle(async (req, res) => {
      const { locale } = localeQuerySchema.parse(req.query);
      const { token } = eventCancellationSchema.parse(req.body);
      const cancellation = await cancelRegistration(kysely, token, locale, now());
      res.status(200).set('Cache-Control', 'no-store').json({ cancellation });
    }),
  );

  router.post(
    EVENT_PATHS.registrations,
    limit,
    ...captcha,
    requireJsonContentType,
    jsonBody(),
    handle(async (req, res) => {
      const { locale } = localeQuerySchema.parse(req.query);
      const key = keyOf(req);
      const input = eventRegistrationSchema.parse(req.body);
      // The member link is read before the registration's transaction (the club answers from its own
      // connection); whether the event needs it is decided under the event's lock.
      const at = now();
      const token = req.get(CLUB_MEMBER_TOKEN_HEADER);
      const member = token && clubMembers ? await clubMembers(token, at) : null;
      const memberByLink = member !== null && isActiveClubStatus(member.status);
      const registration = await registerForEvent(kysely, key, input, locale, { now: at, cancelUrl, memberByLink });
      res.status(201).set('Cache-Control', 'no-store').json({ registration });
    }),
  );

  return router;
}
