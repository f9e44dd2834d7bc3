import { STAFF_PATHS, staffAppointmentParamsSchema, staffAppointmentsQuerySchema, videoLinkSchema, emptyStaffBodySchema } from '@ama/contracts';
import { Router } from 'express';
import { cancelAppointmentByStaff, listStaffAppointments, sendVideoLink, type AppointmentChangeRecorder } from '../appointments';
import { jsonBody } from '../http/json-body';
import { recordAudit } from './audit';
import { csrfChecked, passwordSettled, requireRole, sessionOf, signedIn } from './guard';
import type { BackofficeRouterOptions } from './routes';

/** Appointments for staff: a day's list, sending a video call's link, cancelling (docs/backoffice.md). */
export function staffAppointmentsRouter({ db, settings, now }: BackofficeRouterOptions): Router {
  const router = Router();
  const staff = [signedIn(db, settings.session, now), passwordSettled, requireRole('staff')];
  const audited =
    (by: string): AppointmentChangeRecorder =>
    (trx, change) =>
      recordAudit(trx, { staffEmail: by, action: `appointment.${change.action}`, subject: `appointment ${change.id}` });

  router.get(STAFF_PATHS.appointments, ...staff, async (req, res) => {
    res.json(await listStaffAppointments(db, staffAppointmentsQuerySchema.parse(req.query).date));
  });

  router.put(STAFF_PATHS.appointmentVideoLink, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { id } = staffAppointmentParamsSchema.parse(req.params);
    const { videoLink } = videoLinkSchema.parse(req.body);
    res.json({ appointment: await sendVideoLink(db, id, videoLink, audited(sessionOf(res).account.email)) });
  });

  router.post(STAFF_PATHS.appointmentCancellation, ...staff, csrfChecked, jsonBody(), async (req, res) => {
    const { id } = staffAppointmentParamsSchema.parse(req.params);
    emptyStaffBodySchema.parse(req.body);
    res.json({ appointment: await cancelAppointmentByStaff(db, id, now(), audited(sessionOf(res).account.email)) });
  });

  return router;
}
