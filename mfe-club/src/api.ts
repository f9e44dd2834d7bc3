import {
  APPOINTMENT_PATHS,
  CLUB_MEMBER_TOKEN_HEADER,
  type ClubLoan,
  type ClubLoansResponse,
  type ClubPersonalisation,
  type ClubPersonalisationsResponse,
  type ClubServicesResponse,
  CLUB_PATHS,
  CUSTOM_DESIGN_PATHS,
  CUSTOM_DESIGN_TOKEN_HEADER,
  type ClubMemberView,
  type CustomDesign,
  type CustomDesignCreated,
  type CustomDesignRequestInput,
  type CustomDesignResponse,
  IDEMPOTENCY_KEY_HEADER,
  type ClubSignUp,
  type ClubSignUpResponse,
  EVENT_PATHS,
  type EventListResponse,
  type Locale,
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterSubscription,
  type NewsletterSubscriptionResponse,
} from '@ama/contracts';
import type { z } from 'zod';
import type { clubCitiesResponseSchema, clubLoanRequestSchema, clubPersonalisationRequestSchema, clubPostalCodesResponseSchema, clubRegionsResponseSchema } from '@ama/contracts';
import { api, recaptchaHeaders } from '@ama/platform';

type ClubRegionsResponse = z.infer<typeof clubRegionsResponseSchema>;
type ClubCitiesResponse = z.infer<typeof clubCitiesResponseSchema>;
type ClubPostalCodesResponse = z.infer<typeof clubPostalCodesResponseSchema>;
/** A loan request as the contract's schema passes it on (days a number). */
type ClubLoanRequest = z.output<typeof clubLoanRequestSchema>;
/** A free personalisation's request as the contract's schema passes it on (the description trimmed). */
type ClubPersonalisationRequest = z.output<typeof clubPersonalisationRequestSchema>;

/** The member link's token travels in a header, never in the API's URL (it would end up in access logs). */
const memberHeaders = (token: string) => ({ [CLUB_MEMBER_TOKEN_HEADER]: token });

/** The custom design page's token travels in a header too. */
const designHeaders = (token: string) => ({ [CUSTOM_DESIGN_TOKEN_HEADER]: token });
/** A custom design's page: the link's token, the page's language. */
interface DesignPage {
  token: string;
  locale: Locale;
}

/** What a member action sends: the member link's token and the action's body. */
interface MemberAction<Body> {
  token: string;
  body: Body;
}
const memberAction = <Body>(path: string) => ({
  query: ({ token, body }: MemberAction<Body>) => ({ url: path, method: 'POST', body, headers: memberHeaders(token) }),
  extraOptions: { silent: true },
  // The member's view (codes, counters, status) is asked again after every action that worked.
  invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : ['Club' as const]),
});

/** The club area's endpoints on the shared api (docs/architecture.md): newsletter sign-up and Club AMA. */
export const clubApi = api.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    // The reCAPTCHA token (null when it is off) travels in a header: the body schema is strict.
    subscribeToNewsletter: build.mutation<NewsletterSubscriptionResponse, { subscription: NewsletterSubscription; recaptchaToken: string | null }>({
      query: ({ subscription, recaptchaToken }) => ({ url: NEWSLETTER_SUBSCRIPTIONS_PATH, method: 'POST', body: subscription, headers: recaptchaHeaders(recaptchaToken) }),
      // The form explains every failure in place (field messages, duplicate, 429, outage): no generic toast.
      extraOptions: { silent: true },
    }),
    // Club AMA (contracts/src/club.ts). Every form explains its own failures in place: no generic toast.
    clubRegions: build.query<ClubRegionsResponse, { country: string; locale: Locale }>({
      query: (params) => ({ url: CLUB_PATHS.regions, params }),
      extraOptions: { silent: true },
    }),
    clubCities: build.query<ClubCitiesResponse, { country: string; region: string; locale: Locale }>({
      query: (params) => ({ url: CLUB_PATHS.cities, params }),
      extraOptions: { silent: true },
    }),
    clubPostalCodes: build.query<ClubPostalCodesResponse, { country: string; region: string; city: string; locale: Locale }>({
      query: (params) => ({ url: CLUB_PATHS.postalCodes, params }),
      extraOptions: { silent: true },
    }),
    // As the newsletter's: the reCAPTCHA token (null when it is off) in a header, the body strict.
    signUpToClub: build.mutation<ClubSignUpResponse, { signUp: ClubSignUp; recaptchaToken: string | null }>({
      query: ({ signUp, recaptchaToken }) => ({ url: CLUB_PATHS.signUps, method: 'POST', body: signUp, headers: recaptchaHeaders(recaptchaToken) }),
      extraOptions: { silent: true },
    }),
    /** 204 when the token is the ELITE page's, 404 otherwise (then the page is the shop's 404). */
    eliteToken: build.query<null, string>({
      query: (token) => ({ url: `${CLUB_PATHS.elite}/${encodeURIComponent(token)}` }),
      extraOptions: { silent: true },
    }),
    /** Personal: asked in the browser only (READ_IN_BROWSER_ONLY), with the member link's token. */
    clubMember: build.query<ClubMemberView, { token: string; locale: Locale }>({
      query: ({ token, locale }) => ({ url: CLUB_PATHS.member, params: { locale }, headers: memberHeaders(token) }),
      transformResponse: (response: { member: ClubMemberView }) => response.member,
      extraOptions: { silent: true },
      providesTags: ['Club'],
    }),
    /** The member's yearly services (appointments' endpoint, docs/services.md): personal, browser only. */
    clubServices: build.query<ClubServicesResponse, { token: string; locale: Locale }>({
      query: ({ token, locale }) => ({ url: APPOINTMENT_PATHS.clubServices, params: { locale }, headers: memberHeaders(token) }),
      extraOptions: { silent: true },
      providesTags: ['Club'],
    }),
    /** The ELITE jewellery loan (contracts/src/club-loans.ts): what is left, the member's loans. Personal, browser only. */
    clubLoans: build.query<ClubLoansResponse, { token: string; locale: Locale }>({
      query: ({ token, locale }) => ({ url: CLUB_PATHS.loans, params: { locale }, headers: memberHeaders(token) }),
      extraOptions: { silent: true },
      providesTags: ['Club'],
    }),
    /** The free personalisation (contracts/src/club-personalisations.ts): what is left, the pieces, the requests. Personal, browser only. */
    clubPersonalisations: build.query<ClubPersonalisationsResponse, { token: string; locale: Locale }>({
      query: ({ token, locale }) => ({ url: CLUB_PATHS.personalisations, params: { locale }, headers: memberHeaders(token) }),
      extraOptions: { silent: true },
      providesTags: ['Club'],
    }),
    /** The shop's events (the events area's public list), of which the member page shows those for Club AMA members. */
    clubMemberEvents: build.query<EventListResponse, Locale>({
      query: (locale) => ({ url: EVENT_PATHS.list, params: { locale } }),
      extraOptions: { silent: true },
    }),
    requestClubLoan: build.mutation<{ loan: ClubLoan }, MemberAction<ClubLoanRequest>>(memberAction(CLUB_PATHS.loans)),
    requestClubPersonalisation: build.mutation<{ personalisation: ClubPersonalisation }, MemberAction<ClubPersonalisationRequest>>(memberAction(CLUB_PATHS.personalisations)),
    issueSeasonalCode: build.mutation<unknown, MemberAction<Record<string, never>>>(memberAction(CLUB_PATHS.seasonalCodes)),
    inviteFriend: build.mutation<unknown, MemberAction<{ friendEmail: string }>>(memberAction(CLUB_PATHS.friendInvitations)),
    donateCode: build.mutation<unknown, MemberAction<{ code: string }>>(memberAction(CLUB_PATHS.donations)),
    revokeMembership: build.mutation<unknown, MemberAction<{ statement: string }>>(memberAction(CLUB_PATHS.revocation)),
    /**
     * Custom design (contracts/src/custom-designs.ts): the request with its card, the fee held. One
     * Idempotency-Key per submission, the same for its repeats: a repeat holds nothing more.
     */
    requestCustomDesign: build.mutation<CustomDesignCreated, { request: CustomDesignRequestInput; idempotencyKey: string; locale: Locale }>({
      query: ({ request, idempotencyKey, locale }) => ({
        url: CUSTOM_DESIGN_PATHS.requests,
        method: 'POST',
        params: { locale },
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      extraOptions: { silent: true },
    }),
    /** The request as it stands, for its page's token: personal, asked in the browser only (READ_IN_BROWSER_ONLY). */
    customDesign: build.query<CustomDesign, DesignPage>({
      query: ({ token, locale }) => ({ url: CUSTOM_DESIGN_PATHS.mine, params: { locale }, headers: designHeaders(token) }),
      transformResponse: (response: CustomDesignResponse) => response.design,
      extraOptions: { silent: true },
    }),
    /** The customer withdraws (the fee charged): the page shows the design as the answer gives it. */
    withdrawCustomDesign: build.mutation<CustomDesign, DesignPage>({
      query: ({ token, locale }) => ({ url: CUSTOM_DESIGN_PATHS.withdrawal, method: 'POST', params: { locale }, body: {}, headers: designHeaders(token) }),
      transformResponse: (response: CustomDesignResponse) => response.design,
      extraOptions: { silent: true },
      async onQueryStarted(page, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(clubApi.util.upsertQueryData('customDesign', page, data));
      },
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = clubApi;
export const {
  useClubRegionsQuery,
  useClubCitiesQuery,
  useClubPostalCodesQuery,
  useSignUpToClubMutation,
  useEliteTokenQuery,
  useClubMemberQuery,
  useClubServicesQuery,
  useClubLoansQuery,
  useClubPersonalisationsQuery,
  useClubMemberEventsQuery,
  useRequestClubLoanMutation,
  useRequestClubPersonalisationMutation,
  useIssueSeasonalCodeMutation,
  useInviteFriendMutation,
  useDonateCodeMutation,
  useRevokeMembershipMutation,
  useRequestCustomDesignMutation,
  useCustomDesignQuery,
  useWithdrawCustomDesignMutation,
} = clubApi;
