import { RECAPTCHA } from '@ama/contracts';
import { recaptchaGuard, type RecaptchaConfig } from '../http/recaptcha';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { recordClubPurchase } from './lifecycle';
import { clubMemberIdentity } from './member-identity';
import { clubEndpoints } from './openapi';
import { clubPageStatus } from './page-status';
import { clubMemberLinks, clubRouter, type ClubRouterOptions } from './routes';

type ClubDeps = ModuleDeps<ClubRouterOptions['config'] & RecaptchaConfig> & {
  /** Club AMA's clock (tests set the day of a sign-up or a code request). */
  club?: Pick<ClubRouterOptions, 'now'>;
};

/** What the club answers other modules, so that none of them imports it. */
export interface ClubPorts {
  /** An order placed moves its buyer on in the club (in the order's transaction). */
  onOrderPlaced: typeof recordClubPurchase;
  /** "Whom does this member link name" for the club services booked as appointments. */
  clubMembers: ReturnType<typeof clubMemberIdentity>;
  /** A member's links (terms, member page) for the e-mails the back office sends. */
  clubLinks: ReturnType<typeof clubMemberLinks>;
}

/** Club AMA in the app: its API (the sign-up behind reCAPTCHA), the ELITE page's status, and its answers. */
export const clubModule: ShopModule<ClubDeps, object, ClubPorts> = {
  name: 'club',
  endpoints: clubEndpoints,
  setUp: ({ db, config, club }) => ({
    provides: {
      onOrderPlaced: recordClubPurchase,
      clubMembers: clubMemberIdentity(db.kysely, config.club.linkSecret),
      clubLinks: clubMemberLinks(config, club?.now),
    },
    pageStatus: clubPageStatus(config),
    mount(app) {
      app.use('/api', clubRouter({ db, config, now: club?.now, signUpGuards: [recaptchaGuard(config, RECAPTCHA.actions.clubSignUp)] }));
    },
  }),
};
