import { randomUUID } from 'node:crypto';
import { CLUB, CLUB_MEMBER_TOKEN_HEADER, CUSTOM_DESIGN_TOKEN_HEADER, clubMemberViewSchema, customDesignCreatedSchema } from '@ama/contracts';
import request, { type Test } from 'supertest';
import { CLUB_DEVELOPMENT_ELITE_TOKEN } from '../settings';
import { clubSignUpBody, insertTestMember } from '../../test-support/club';
import { CONTRACT_OPERATOR_TOKEN, uniqueSuffix, type ContractCases } from '../../test-support/contract';
import { cardPayment } from '../../test-support/checkout';
import { testConfig } from '../../test-support/engines';
import { signMemberToken } from '../member-token';

/** A custom design request (custom-designs.ts) with a card the test gateway accepts. */
export const designRequest = (over: Record<string, unknown> = {}) => ({
  pieceKind: 'ring',
  description: 'A signet ring in yellow gold with a small engraved star',
  budgetEuros: 3000,
  name: 'Ada Lovelace',
  email: `ada.${uniqueSuffix()}@example.com`,
  payment: cardPayment(),
  privacy: true,
  ...over,
});
const personalisationRequest = () => ({ occasionKind: 'anniversary', occasionDate: daysAhead(40), description: 'Our tenth wedding anniversary', piece: 'new' });
const loanRequest = () => ({ eventDate: daysAhead(30), days: 2, occasion: 'A gala dinner' });
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const clubContract: ContractCases = {
  'Club AMA: places and sign-up': async ({ app, valid, invalid, json }) => {
    await valid('get', '/api/club/places/regions', request(app).get('/api/club/places/regions?country=IT'));
    await invalid('get', '/api/club/places/regions', request(app).get('/api/club/places/regions?country=ITALY'), 400);
    await valid('get', '/api/club/places/cities', request(app).get('/api/club/places/cities?country=IT&region=03'));
    await invalid('get', '/api/club/places/cities', request(app).get('/api/club/places/cities?country=IT'), 400);
    await valid('get', '/api/club/places/postal-codes', request(app).get('/api/club/places/postal-codes?country=IT&region=03&city=Milano'));
    await invalid('get', '/api/club/places/postal-codes', request(app).get('/api/club/places/postal-codes?country=IT&region=03'), 400);

    const signUp = clubSignUpBody();
    await valid('post', '/api/club/sign-ups', json(request(app).post('/api/club/sign-ups?locale=it'), signUp), 201);
    await invalid('post', '/api/club/sign-ups', json(request(app).post('/api/club/sign-ups?locale=it'), { ...signUp, privacy: false }), 400);
    await invalid('post', '/api/club/sign-ups', request(app).post('/api/club/sign-ups?locale=it').type('form').send('name=x'), 415);
  },

  'Club AMA: the member page and its benefits': async ({ app, db, valid, invalid, json }) => {
    const member = await insertTestMember(db.kysely, { status: 'member' });
    const token = signMemberToken(testConfig().club.linkSecret, member.id);
    const asMember = (test: Test) => test.set(CLUB_MEMBER_TOKEN_HEADER, token);
    // The yearly services the membership gives (booked as appointments: docs/services.md).
    await valid('get', '/api/appointments/club-services', asMember(request(app).get('/api/appointments/club-services?locale=en')));
    await invalid('get', '/api/appointments/club-services', request(app).get('/api/appointments/club-services?locale=en'), 404);
    const view = await valid('get', '/api/club/member', asMember(request(app).get('/api/club/member?locale=en')));
    expect(clubMemberViewSchema.safeParse(view.body).success).toBe(true);
    await invalid('get', '/api/club/member', request(app).get('/api/club/member?locale=en'), 404);
    await valid('post', '/api/club/member/seasonal-codes', json(asMember(request(app).post('/api/club/member/seasonal-codes?locale=en')), {}), [201, 409]);
    await invalid('post', '/api/club/member/seasonal-codes', json(asMember(request(app).post('/api/club/member/seasonal-codes?locale=en')), { extra: 1 }), 400);
    const invite = (friendEmail: string) => json(asMember(request(app).post('/api/club/member/friend-invitations?locale=en')), { friendEmail });
    await valid('post', '/api/club/member/friend-invitations', invite(`friend.${uniqueSuffix()}@example.com`), [201, 409]);
    await invalid('post', '/api/club/member/friend-invitations', invite('not an address'), 400);
    const codes = clubMemberViewSchema.parse((await asMember(request(app).get('/api/club/member?locale=en'))).body).member.codes;
    const donatable = codes.find((code) => code.state === 'available') ?? codes[0];
    const donate = (body: object) => json(asMember(request(app).post('/api/club/member/donations?locale=en')), body);
    await valid('post', '/api/club/member/donations', donate({ code: donatable?.code ?? 'NO-CODE' }), [200, 409]);
    await invalid('post', '/api/club/member/donations', donate({}), 400);
    // The ELITE jewellery loan: a member who is not ELITE is refused; an ELITE member asks.
    await invalid('post', '/api/club/member/loans', json(asMember(request(app).post('/api/club/member/loans?locale=en')), loanRequest()), 403);
    const elite = signMemberToken(testConfig().club.linkSecret, (await insertTestMember(db.kysely, { status: 'elite' })).id);
    const asElite = (test: Test) => test.set(CLUB_MEMBER_TOKEN_HEADER, elite);
    await valid('post', '/api/club/member/loans', json(asElite(request(app).post('/api/club/member/loans?locale=en')), loanRequest()), 201);
    await invalid('post', '/api/club/member/loans', json(asElite(request(app).post('/api/club/member/loans?locale=en')), { ...loanRequest(), days: 9 }), 400);
    await valid('get', '/api/club/member/loans', asElite(request(app).get('/api/club/member/loans?locale=en')));
    await invalid('get', '/api/club/member/loans', request(app).get('/api/club/member/loans?locale=en'), 404);
    // The free personalisation: a member asks for a new piece; a piece not theirs is refused.
    const personalise = (body: object) => json(asMember(request(app).post('/api/club/member/personalisations?locale=en')), body);
    await invalid('post', '/api/club/member/personalisations', personalise({ ...personalisationRequest(), piece: 'AMA-000000:1' }), 400);
    await valid('post', '/api/club/member/personalisations', personalise(personalisationRequest()), 201);
    await valid('get', '/api/club/member/personalisations', asMember(request(app).get('/api/club/member/personalisations?locale=en')));
    await invalid('get', '/api/club/member/personalisations', request(app).get('/api/club/member/personalisations?locale=en'), 404);
    const revoke = (statement: string) => json(asMember(request(app).post('/api/club/member/revocation?locale=en')), { statement });
    await invalid('post', '/api/club/member/revocation', revoke(''), 400);
    await valid('post', '/api/club/member/revocation', revoke('I revoke my membership.'));
  },

  'Club AMA: the operator API and the ELITE token': async ({ app, db, valid, invalid, json }) => {
    const operator = (test: Test) => test.set('Authorization', `Bearer ${CONTRACT_OPERATOR_TOKEN}`);
    const breaching = await insertTestMember(db.kysely, { status: 'member' });
    const terminate = (test: Test, reason: string) => json(test, { email: breaching.email, reason });
    await valid('post', '/api/club/operator/terminations', terminate(operator(request(app).post('/api/club/operator/terminations')), 'Resold benefit codes'));
    await invalid('post', '/api/club/operator/terminations', terminate(request(app).post('/api/club/operator/terminations').set('Authorization', 'Bearer wrong'), 'x'), 404);
    const change = { version: `v-${uniqueSuffix()}`, summary: 'New shipping terms.', effectiveFrom: daysAhead(CLUB.termsChangeNoticeDays + 5) };
    await valid('post', '/api/club/operator/terms-changes', json(operator(request(app).post('/api/club/operator/terms-changes')), change), 201);
    await invalid('post', '/api/club/operator/terms-changes', json(operator(request(app).post('/api/club/operator/terms-changes')), { ...change, effectiveFrom: 'tomorrow' }), 400);

    await valid('get', '/api/club/elite/:token', request(app).get(`/api/club/elite/${CLUB_DEVELOPMENT_ELITE_TOKEN}`), 204);
    await invalid('get', '/api/club/elite/:token', request(app).get('/api/club/elite/not-the-token'), 404);
  },

  'Club AMA: a custom design asked for, read and withdrawn': async ({ app, valid, invalid, json }) => {
    const ask = (body: unknown) => json(request(app).post('/api/club/custom-designs?locale=it').set('Idempotency-Key', randomUUID()), body);
    const asked = await valid('post', '/api/club/custom-designs', ask(designRequest()), 201);
    await invalid('post', '/api/club/custom-designs', ask(designRequest({ budgetEuros: 10 })), 400);
    const { token } = customDesignCreatedSchema.parse(asked.body);
    const withToken = (test: Test, given = token) => test.set(CUSTOM_DESIGN_TOKEN_HEADER, given);
    await valid('get', '/api/club/custom-designs/mine', withToken(request(app).get('/api/club/custom-designs/mine?locale=it')));
    await invalid('get', '/api/club/custom-designs/mine', withToken(request(app).get('/api/club/custom-designs/mine?locale=it'), 'nope'), 404);
    const withdraw = () => json(withToken(request(app).post('/api/club/custom-designs/mine/withdrawal?locale=it')), {});
    await valid('post', '/api/club/custom-designs/mine/withdrawal', withdraw());
    await invalid('post', '/api/club/custom-designs/mine/withdrawal', withdraw(), 409);
  },
};
