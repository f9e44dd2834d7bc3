import type { RecaptchaConfig } from '../http/recaptcha';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import type { ClubMemberPort } from './club-services';
import { appointmentsEndpoints } from './openapi';
import { appointmentsRouter, type AppointmentsRouterOptions } from './routes';

type AppointmentsDeps = ModuleDeps<AppointmentsRouterOptions['config'] & RecaptchaConfig> & {
  /** Appointments' clock and write budget (tests book many slots from one address). */
  appointments?: Pick<AppointmentsRouterOptions, 'now' | 'rateLimit'>;
};

/** What the appointments read of other modules. */
export interface AppointmentsNeeds {
  /** The club's answer to "whom does this member link name", for the club services (never its tables). */
  clubMembers: ClubMemberPort;
}

/** Booking an appointment in the app, the club services included. */
export const appointmentsModule: ShopModule<AppointmentsDeps, AppointmentsNeeds> = {
  name: 'appointments',
  endpoints: appointmentsEndpoints,
  setUp: ({ db, config, appointments }) => ({
    mount(app, { clubMembers }) {
      app.use('/api', appointmentsRouter({ db, config, recaptcha: config, clubMembers, ...appointments }));
    },
  }),
};
