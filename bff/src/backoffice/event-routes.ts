import {
  CLUB_MEMBER_TOKEN_PARAM,
  localeQuerySchema,
  STAFF_PATHS,
  staffEventCreateSchema,
  staffEventEditSchema,
  staffEventParamsSchema,
  emptyStaffBodySchema,
} from '@ama/contracts';
import { Router } from 'express';
import { cancelEvent, createEvent, editEvent, findStaffEvent, listStaffEvents, registrationsCsv, type EventEditRecorder } from '../events';
import { NotFoundError } from '../domain/errors';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** Events for staff: seats and guests, the guest list as CSV, creating, editing and cancelling an event (docs/backoffice.md). */
export function staffEventsRouter({ db, settings, now, eventPageUrl, clubLinks }: BackofficeRouterOptions): Router {
  const router = Router();
  // The invitations' links carry each member's own link token (read from the club's member link), so the
  // event's page and its registration recognise the member whatever e-mail they type.
  const memberToken = (memberId: string) => new URL(clubLinks({ id: memberId, locale: 'en' }).member).searchParams.get(CLUB_MEMBER_TOKEN_PARAM) ?? '';
  const links = { eventPageUrl, memberToken };
  const staff = [signedIn(db, settings.session, now), passwordSettled, requireRole('staff')];

  const eventOr404 = async (key: string, locale: Parameters<typeof findStaffEvent>[2]) => {
    const found = await findStaffEvent(db, key, locale, now());
    if (!found) throw new NotFoundError('No such event');
    return found;
  };

  router.get(STAFF_PATHS.events, ...staff, async (req, res) => {
    res.json(await listStaffEvents(db, localeQuerySchema.parse(req.query).locale, now()));
  });

  router.get(STAFF_PATHS.event, ...staff, async (req, res) => {
    res.json(await eventOr404(staffEventParamsSchema.parse(req.params).key, localeQuerySchema.parse(req.query).locale));
  });

  router.get(STAFF_PATHS.eventRegistrationsCsv, ...staff, async (req, res) => {
    const { key } = staffEventParamsSchema.parse(req.params);
    const { registrations } = await eventOr404(key, localeQuerySchema.parse(req.query).locale);
    res.type('text/csv; charset=utf-8').attachment(`${key}-registrations.csv`).send(registrationsCsv(registrations));
  });

  router.post(STAFF_PATHS.eventCancellation, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { key } = staffEventParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    emptyStaffBodySchema.parse(req.body);
    const by = sessionOf(res).account.email;
    await cancelEvent(db, key, now(), (trx, change) => recordAudit(trx, { staffEmail: by, action: 'event.cancel', subject: key, detail: { guests: change.guests } }));
    res.json(await eventOr404(key, locale));
  });

  const auditAs =
    (by: string): EventEditRecorder =>
    (trx, change) =>
      recordAudit(trx, { staffEmail: by, action: `event.${change.action}`, subject: change.key, detail: { guestsNotified: change.guestsNotified } });

  router.post(STAFF_PATHS.events, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const input = staffEventCreateSchema.parse(req.body);
    await createEvent(db, input, now(), auditAs(sessionOf(res).account.email), links);
    res.status(201).json(await eventOr404(input.key, locale));
  });

  router.put(STAFF_PATHS.event, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { key } = staffEventParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    const input = staffEventEditSchema.parse(req.body);
    await editEvent(db, key, input, now(), auditAs(sessionOf(res).account.email), links);
    res.json(await eventOr404(key, locale));
  });

  return router;
}
