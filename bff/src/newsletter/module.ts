import type { DiscountRedeemedHook } from '../cart';
import type { RateLimitSetting } from '../config';
import type { RecaptchaConfig } from '../http/recaptcha';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { newsletterEndpoints } from './openapi';
import { newsletterRouter } from './routes';
import { markWelcomeCodeRedeemed } from './welcome-code-redeemed';

type NewsletterDeps = ModuleDeps<{ newsletterRateLimit: RateLimitSetting } & RecaptchaConfig>;

/** What the newsletter answers other modules. */
export interface NewsletterPorts {
  /** A discount code redeemed with an order: the newsletter's record of its welcome code (in the order's transaction). */
  onDiscountRedeemed: DiscountRedeemedHook;
}

/** The newsletter's sign-up in the app, and its part in an order that uses its welcome code. */
export const newsletterModule: ShopModule<NewsletterDeps, object, NewsletterPorts> = {
  name: 'newsletter',
  endpoints: newsletterEndpoints,
  setUp: ({ db, config }) => ({
    provides: { onDiscountRedeemed: markWelcomeCodeRedeemed },
    mount(app) {
      app.use('/api', newsletterRouter({ db, rateLimit: config.newsletterRateLimit, recaptcha: config }));
    },
  }),
};
