import {
  CLUB_MEMBER_TOKEN_HEADER,
  CLUB_MEMBER_TOKEN_PARAM,
  CLUB_OPERATOR_PATHS,
  CLUB_PATHS,
  clubDonationSchema,
  clubFriendInvitationSchema,
  clubLoanRequestSchemaAt,
  clubPersonalisationRequestSchemaAt,
  clubPlacesQuerySchema,
  clubRevocationSchema,
  clubSignUpSchema,
  localeQuerySchema,
  type ClubRevocationResponse,
  type ClubSignUpResponse,
  type Locale,
} from '@ama/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { CoreConfig } from '../config';
import type { ClubSettings } from './settings';
import type { AppDatabase } from '../db';
import { NotFoundError, RuleViolationError } from '../domain/errors';
import { noStoreAnswers } from '../http/errors';
import { requireJsonContentType, jsonBody } from '../http/json-body';
import { ipRateLimit } from '../http/rate-limit';
import { donateCode, inviteFriend, issueSeasonalCode } from './benefits';
import { clubHttpError, UnknownMemberError } from './errors';
import { revokeMembership } from './lifecycle';
import { memberLoans, requestLoan } from './loans';
import { memberPersonalisations, requestPersonalisation } from './personalisations';
import { readMemberView } from './member-view';
import { isEliteToken, signMemberToken, verifyMemberToken } from './member-token';
import { clubOperatorRouter } from './operator-routes';
import { listCities, listPostalCodes, listRegions } from './places';
import { signUp } from './sign-up';

export interface ClubRouterOptions {
  db: AppDatabase;
  config: ClubSettings & Pick<CoreConfig, 'publicUrl' | 'host' | 'port'>;
  /** The club's clock (sign-up day, code windows, the year of the limits); tests set it. */
  now?: () => Date;
  /** Checks of the sign-up after its rate limit and before its body is read (e.g. reCAPTCHA). */
  signUpGuards?: RequestHandler[];
}

/** The places change only with a deploy (the data package's version): a day in any cache, a week stale while revalidating. */
const PLACES_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** Seasonal codes take no input: an empty object (or no body). */
const emptyBodySchema = z.strictObject({}).optional();

/** The club's own errors as HTTP answers, the rest to the app's handler. */
const handle =
  (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      throw clubHttpError(error) ?? error;
    }
  };

/** A member's links for their e-mails (the terms page, their own page), from the shop's public URL; never a request's Host. */
export function clubMemberLinks(config: ClubRouterOptions['config'], now: () => Date = () => new Date()) {
  const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;
  return (member: { id: string; locale: Locale }) => ({
    terms: `${origin}/${member.locale}/club/terms`,
    member: `${origin}/${member.locale}/club/member?${CLUB_MEMBER_TOKEN_PARAM}=${encodeURIComponent(signMemberToken(config.club.linkSecret, member.id, now()))}`,
  });
}

/**
 * Club AMA's HTTP side (contracts/src/club.ts, docs/club.md): places for the sign-up's selects, the
 * sign-up, the member page and its benefit requests, the ELITE page's token. Writes pass a per-IP limit
 * first (every request counts, refused ones too), then the JSON content type and the body parser, as
 * the shop's other forms; the sign-up and the member page's writes have a budget each.
 */
export function clubRouter({ db, config, now = () => new Date(), signUpGuards = [] }: ClubRouterOptions): Router {
  const router = Router();
  // Every answer about a person (sign-up, member page and its benefits, ELITE token, operator actions),
  // errors included, never stored; the places stay cacheable.
  router.use([CLUB_PATHS.signUps, CLUB_PATHS.member, CLUB_PATHS.elite, ...Object.values(CLUB_OPERATOR_PATHS)], noStoreAnswers);
  const kysely = db.kysely;
  const signUpWrites = [ipRateLimit(config.club.rateLimit), ...signUpGuards, requireJsonContentType, jsonBody()];
  const memberWrites = [ipRateLimit(config.club.rateLimit), requireJsonContentType, jsonBody()];
  // The link in the confirmation mail: the public URL, or this server's own address; never the request's Host.
  const origin = config.publicUrl ?? `http://${config.host}:${config.port}`;
  const memberPageUrl = (locale: Locale, token: string) => `${origin}/${locale}/club/member?${CLUB_MEMBER_TOKEN_PARAM}=${encodeURIComponent(token)}`;

  /** The member named by the request's link token; any other request reads 404, whether or not such a member exists. */
  const memberOf = (req: Request): string => {
    const verified = verifyMemberToken(config.club.linkSecret, req.get(CLUB_MEMBER_TOKEN_HEADER));
    if (!verified) throw new UnknownMemberError();
    return verified.memberId;
  };

  router.get(CLUB_PATHS.regions, (req, res) => {
    const { country } = clubPlacesQuerySchema.parse(req.query);
    res.set('Cache-Control', PLACES_CACHE).json({ regions: listRegions(country) });
  });

  router.get(CLUB_PATHS.cities, (req, res) => {
    const { country, region } = clubPlacesQuerySchema.parse(req.query);
    if (!region) throw new RuleViolationError('Name a region', { region: 'required' });
    res.set('Cache-Control', PLACES_CACHE).json({ cities: listCities(country, region) });
  });

  router.get(CLUB_PATHS.postalCodes, (req, res) => {
    const { country, region, city } = clubPlacesQuerySchema.parse(req.query);
    if (!region) throw new RuleViolationError('Name a region', { region: 'required' });
    if (!city) throw new RuleViolationError('Name a city', { city: 'required' });
    res.set('Cache-Control', PLACES_CACHE).json({ postalCodes: listPostalCodes(country, region, city) });
  });

  router.post(
    CLUB_PATHS.signUps,
    ...signUpWrites,
    handle(async (req, res) => {
      const { locale } = localeQuerySchema.parse(req.query);
      const input = clubSignUpSchema.parse(req.body);
      const signedUp = await signUp(kysely, input, locale, { now: now(), linkSecret: config.club.linkSecret, memberPageUrl });
      noStore(res)
        .status(201)
        .json({ signUp: signedUp } satisfies ClubSignUpResponse);
    }),
  );

  router.get(
    CLUB_PATHS.member,
    handle(async (req, res) => {
      noStore(res);
      localeQuerySchema.parse(req.query);
      res.json({ member: await readMemberView(kysely, memberOf(req), now()) });
    }),
  );

  router.post(
    CLUB_PATHS.seasonalCodes,
    ...memberWrites,
    handle(async (req, res) => {
      noStore(res);
      const memberId = memberOf(req);
      localeQuerySchema.parse(req.query);
      emptyBodySchema.parse(req.body);
      res.status(201).json({ code: await issueSeasonalCode(kysely, memberId, now()) });
    }),
  );

  router.post(
    CLUB_PATHS.friendInvitations,
    ...memberWrites,
    handle(async (req, res) => {
      noStore(res);
      const memberId = memberOf(req);
      localeQuerySchema.parse(req.query);
      const { friendEmail } = clubFriendInvitationSchema.parse(req.body);
      res.status(201).json(await inviteFriend(kysely, memberId, friendEmail, now()));
    }),
  );

  router.post(
    CLUB_PATHS.donations,
    ...memberWrites,
    handle(async (req, res) => {
      noStore(res);
      const memberId = memberOf(req);
      localeQuerySchema.parse(req.query);
      const { code } = clubDonationSchema.parse(req.body);
      res.json(await donateCode(kysely, memberId, code, now()));
    }),
  );

  router.get(
    CLUB_PATHS.loans,
    handle(async (req, res) => {
      noStore(res);
      localeQuerySchema.parse(req.query);
      res.json(await memberLoans(kysely, memberOf(req), now()));
    }),
  );

  router.post(
    CLUB_PATHS.loans,
    ...memberWrites,
    handle(async (req, res) => {
      noStore(res);
      const memberId = memberOf(req);
      localeQuerySchema.parse(req.query);
      const input = clubLoanRequestSchemaAt(now).parse(req.body);
      res.status(201).json({ loan: await requestLoan(kysely, memberId, input, now(), clubMemberLinks(config, now)) });
    }),
  );

  router.get(
    CLUB_PATHS.personalisations,
    handle(async (req, res) => {
      noStore(res);
      localeQuerySchema.parse(req.query);
      res.json(await memberPersonalisations(kysely, memberOf(req), now()));
    }),
  );

  router.post(
    CLUB_PATHS.personalisations,
    ...memberWrites,
    handle(async (req, res) => {
      noStore(res);
      const memberId = memberOf(req);
      localeQuerySchema.parse(req.query);
      const input = clubPersonalisationRequestSchemaAt(now).parse(req.body);
      res.status(201).json({ personalisation: await requestPersonalisation(kysely, memberId, input, now(), clubMemberLinks(config, now)) });
    }),
  );

  router.post(
    CLUB_PATHS.revocation,
    ...memberWrites,
    handle(async (req, res) => {
      noStore(res);
      const memberId = memberOf(req);
      localeQuerySchema.parse(req.query);
      const { statement } = clubRevocationSchema.parse(req.body);
      const outcome = await revokeMembership(kysely, memberId, statement, now());
      if (!outcome) throw new UnknownMemberError();
      const answer: ClubRevocationResponse = outcome.ended
        ? { status: 'revoked', alreadyEnded: false }
        : { status: outcome.status === 'terminated' ? 'terminated' : 'revoked', alreadyEnded: true };
      res.json(answer);
    }),
  );

  if (config.club.operatorToken) {
    router.use(clubOperatorRouter({ db, token: config.club.operatorToken, rateLimit: config.club.operatorRateLimit, links: clubMemberLinks(config, now), now }));
  }

  router.get(`${CLUB_PATHS.elite}/:token`, (req, res) => {
    noStore(res);
    const token = typeof req.params.token === 'string' ? req.params.token : '';
    if (!isEliteToken(config.club.eliteToken, token)) throw new NotFoundError('Not found');
    res.status(204).end();
  });

  return router;
}
