import { RECAPTCHA } from '@ama/contracts';
import { recaptchaGuard, type RecaptchaConfig } from '../http/recaptcha';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { ipRateLimit } from '../http/rate-limit';
import { jsonBody, requireJsonContentType } from '../http/json-body';
import type { PaymentProvider } from '../payment';
import { customDesignRouter } from './design-routes';
import { designPageLinks, type DesignLinks } from './design-records';
import { recordClubPurchase } from './lifecycle';
import { clubMemberIdentity } from './member-identity';
import { clubEndpoints } from './openapi';
import { clubPageStatus } from './page-status';
import { clubMemberLinks, clubRouter, type ClubRouterOptions } from './routes';

type ClubDeps = ModuleDeps<ClubRouterOptions['config'] & RecaptchaConfig> & {
  /** Club AMA's clock (tests set the day of a sign-up or a code request). */
  club?: Pick<ClubRouterOptions, 'now'>;
  /** The custom design's fee is held, released and charged through the shop's payment service. */
  payments: PaymentProvider;
};

/** What the club answers other modules, so that none of them imports it. */
export interface ClubPorts {
  /** An order placed moves its buyer on in the club (in the order's transaction). */
  onOrderPlaced: typeof recordClubPurchase;
  /** "Whom does this member link name" for the club services booked as appointments. */
  clubMembers: ReturnType<typeof clubMemberIdentity>;
  /** A member's links (terms, member page) for the e-mails the back office sends. */
  clubLinks: ReturnType<typeof clubMemberLinks>;
  /** A custom design's page (with its token) for the e-mails of the back office's steps. */
  designLinks: DesignLinks;
}

/** Club AMA in the app: its API (the sign-up behind reCAPTCHA), the ELITE page's status, and its answers. */
export const clubModule: ShopModule<ClubDeps, object, ClubPorts> = {
  name: 'club',
  endpoints: clubEndpoints,
  setUp: ({ db, config, club, payments }) => {
    const now = club?.now ?? (() => new Date());
    const designLinks = designPageLinks(config.publicUrl ?? `http://${config.host}:${config.port}`, config.club.linkSecret, now);
    return {
      provides: {
        onOrderPlaced: recordClubPurchase,
        clubMembers: clubMemberIdentity(db.kysely, config.club.linkSecret),
        clubLinks: clubMemberLinks(config, club?.now),
        designLinks,
      },
      pageStatus: clubPageStatus(config),
      mount(app) {
        app.use('/api', clubRouter({ db, config, now: club?.now, signUpGuards: [recaptchaGuard(config, RECAPTCHA.actions.clubSignUp)] }));
        const writes = [ipRateLimit(config.club.rateLimit), requireJsonContentType, jsonBody()];
        app.use('/api', customDesignRouter({ db: db.kysely, payments, linkSecret: config.club.linkSecret, links: designLinks, writes, now }));
      },
    };
  },
};
