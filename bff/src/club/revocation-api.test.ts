import { CLUB_MEMBER_TOKEN_HEADER, CLUB_PATHS, clubMemberViewSchema, clubRevocationResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { insertTestMember } from '../test-support/club';
import { describeWithDatabase } from '../test-support/engines';
import { signMemberToken } from './member-token';

describeWithDatabase("a member's written revocation", (context) => {
  const revoke = (token: string | null, body: unknown) => {
    let test = request(context().app).post(`/api${CLUB_PATHS.revocation}?locale=en`).set('Content-Type', 'application/json');
    if (token) test = test.set(CLUB_MEMBER_TOKEN_HEADER, token);
    return test.send(JSON.stringify(body));
  };

  it('revokes with the statement on record, says so the second time, and the member page shows it', async () => {
    const { id } = await insertTestMember(context().db.kysely, { status: 'member' });
    const token = signMemberToken(context().config.club.linkSecret, id);

    const first = await revoke(token, { statement: 'I withdraw from Club AMA.\nGiulia Rossi' });
    expect(first.status).toBe(200);
    expect(clubRevocationResponseSchema.parse(first.body)).toEqual({ status: 'revoked', alreadyEnded: false });
    expect((await revoke(token, { statement: 'Again' })).body).toEqual({ status: 'revoked', alreadyEnded: true });

    const view = await request(context().app).get(`/api${CLUB_PATHS.member}?locale=en`).set(CLUB_MEMBER_TOKEN_HEADER, token);
    const member = clubMemberViewSchema.parse(view.body).member;
    expect(member.status).toBe('revoked');
    expect(member.history.at(-1)).toMatchObject({ status: 'revoked', reason: 'revoked_in_writing' });
    expect(member.seasonalCodesLeftThisYear).toBe(0);
  });

  it('needs the member link (404 without it) and a statement (400)', async () => {
    const { id } = await insertTestMember(context().db.kysely);
    expect((await revoke(null, { statement: 'x' })).status).toBe(404);
    expect((await revoke(`${signMemberToken(context().config.club.linkSecret, id)}x`, { statement: 'x' })).status).toBe(404);
    const empty = await revoke(signMemberToken(context().config.club.linkSecret, id), { statement: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ statement: 'required' });
  });
});
