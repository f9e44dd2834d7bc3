import { randomBytes } from 'node:crypto';
import { appointmentSlotsResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { uniqueSuffix, type ContractCases } from '../../test-support/contract';

/** A weekday (Tuesday) two to three weeks ahead, YYYY-MM-DD: the phone line's slots are open then. */
const tuesdayAhead = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
};

export const appointmentsContract: ContractCases = {
  'appointments: slots, a booking and its cancellation': async ({ app, valid, invalid, json }) => {
    const slots = await valid('get', '/api/appointments/slots', request(app).get(`/api/appointments/slots?kind=phone&date=${tuesdayAhead()}`));
    await invalid('get', '/api/appointments/slots', request(app).get('/api/appointments/slots?kind=phone&date=someday'), 400);
    const start = appointmentSlotsResponseSchema.parse(slots.body).slots[0]!.start;
    const booking = { kind: 'phone', start, name: 'Ada Lovelace', email: `ada.${uniqueSuffix()}@example.com`, phone: '347 123 4567', privacy: true };
    await valid('post', '/api/appointments', json(request(app).post('/api/appointments?locale=en'), booking), 201);
    await invalid('post', '/api/appointments', json(request(app).post('/api/appointments?locale=en'), booking), 409);
    await invalid('post', '/api/appointments', json(request(app).post('/api/appointments?locale=en'), { ...booking, privacy: false }), 400);
    // The cancellation token only travels by e-mail: a well-formed unknown one is the valid request here.
    await valid('post', '/api/appointments/cancel', json(request(app).post('/api/appointments/cancel'), { token: randomBytes(32).toString('base64url') }), [200, 404]);
    await invalid('post', '/api/appointments/cancel', json(request(app).post('/api/appointments/cancel'), {}), 400);
  },
};
