import {
  APPOINTMENT_PATHS,
  APPOINTMENTS,
  CLUB_MEMBER_TOKEN_HEADER,
  isClubServiceKind,
  appointmentBookingSchema,
  appointmentCancelSchema,
  appointmentSlotsQuerySchema,
  localeQuerySchema,
  RECAPTCHA,
} from '@ama/contracts';
import { Router } from 'express';
import type { CoreConfig } from '../config';
import type { AppDatabase } from '../db';
import { HttpError, noStoreAnswers } from '../http/errors';
import { jsonBody, requireJsonContentType } from '../http/json-body';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';
import { recaptchaGuard, type RecaptchaConfig } from '../http/recaptcha';
import { clubServiceStates, requireServiceMember, type ClubMemberPort } from './club-services';
import { bookAppointment, cancelAppointment, freeSlots } from './service';

export interface AppointmentsRouterOptions {
  db: AppDatabase;
  config: Pick<CoreConfig, 'publicUrl' | 'host' | 'port'>;
  /** reCAPTCHA settings; without a site key the booking is not guarded. */
  recaptcha?: RecaptchaConfig;
  /** Per-IP budget of bookings and cancellations together; APPOINTMENTS.writeRateLimit per window by default. */
  rateLimit?: RateLimitOptions;
  /** The clock (tests). */
  now?: () => Date;
  /** Whom a club member link names (app.ts wires the club's public answer); without it the club services are refused. */
  clubMembers?: ClubMemberPort;
}

/**
 * GET  /api/appointments/slots?kind=&place=&date=  → 200 the day's free slots
 * POST /api/appointments                           → 201 booked | 409 SLOT_TAKEN
 * POST /api/appointments/cancel {token}            → 200 { alreadyCancelled } | 404
 * GET  /api/appointments/club-services + member token → 200 the member's yearly services | 404
 * A club service booking (docs/services.md) also carries the member token: 403 not entitled, 409 CLUB_SERVICE_ALREADY_USED.
 * Writes: rate limit first (every request counts), then reCAPTCHA for the booking, then JSON only.
 */
export function appointmentsRouter({ db, config, recaptcha, rateLimit, now = () => new Date(), clubMembers }: AppointmentsRouterOptions): Router {
  const router = Router();
  // Bookings, cancellation links and the live slots: every answer under /appointments, errors included, never stored.
  router.use(APPOINTMENT_PATHS.appointments, noStoreAnswers);
  const limit = ipRateLimit(rateLimit ?? { limit: APPOINTMENTS.writeRateLimit, windowMs: APPOINTMENTS.writeRateWindowSeconds * 1000 });
  const captcha = recaptcha ? [recaptchaGuard(recaptcha, RECAPTCHA.actions.appointment)] : [];
  const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;

  router.get(APPOINTMENT_PATHS.slots, async (req, res) => {
    const query = appointmentSlotsQuerySchema.parse(req.query);
    // Availability changes with every booking: never from a cache.
    res.set('Cache-Control', 'no-store').json(await freeSlots(db.kysely, query, now()));
  });

  router.post(APPOINTMENT_PATHS.appointments, limit, ...captcha, requireJsonContentType, jsonBody(), async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const input = appointmentBookingSchema.parse(req.body);
    const at = now();
    const member = isClubServiceKind(input.kind) ? await requireServiceMember(clubMembers, req.get(CLUB_MEMBER_TOKEN_HEADER), input.kind, at) : undefined;
    const result = await bookAppointment(db.kysely, input, { locale, origin, now: at, member });
    if (result.outcome === 'used') throw new HttpError(409, 'CLUB_SERVICE_ALREADY_USED', 'This service has already been booked this year', { kind: 'already_used_this_year' });
    if (result.outcome === 'taken') throw new HttpError(409, 'SLOT_TAKEN', 'This slot was just booked by someone else', { start: 'slot_taken' });
    res.status(201).set('Cache-Control', 'no-store').json({ appointment: result.appointment });
  });

  router.get(APPOINTMENT_PATHS.clubServices, async (req, res) => {
    localeQuerySchema.parse(req.query);
    const member = clubMembers ? await clubMembers(req.get(CLUB_MEMBER_TOKEN_HEADER), now()) : null;
    // As the member page: any token but a member's reads the same 404.
    if (!member) throw new HttpError(404, 'NOT_FOUND', 'No such member page');
    res.set('Cache-Control', 'no-store').json(await clubServiceStates(db.kysely, member, now()));
  });

  router.post(APPOINTMENT_PATHS.cancel, limit, requireJsonContentType, jsonBody(), async (req, res) => {
    const { token } = appointmentCancelSchema.parse(req.body);
    const result = await cancelAppointment(db.kysely, token, now());
    if (!result) throw new HttpError(404, 'NOT_FOUND', 'No appointment has this cancellation link', { token: 'invalid_token' });
    res.set('Cache-Control', 'no-store').json(result);
  });
  return router;
}
