import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterSubscription,
  type NewsletterSubscriptionResponse,
} from '@ama/contracts';
import { api } from '@ama/platform';

/** The club area's endpoints on the shared api (DESIGN §2): newsletter sign-up. */
export const clubApi = api.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterSubscriptionResponse, NewsletterSubscription>({
      query: (body) => ({ url: NEWSLETTER_SUBSCRIPTIONS_PATH, method: 'POST', body }),
      // The form explains every failure in place (field messages, duplicate, 429, outage): no generic toast.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = clubApi;
