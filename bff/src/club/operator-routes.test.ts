import { CLUB_OPERATOR_PATHS } from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { insertTestMember } from '../test-support/club';
import { describeWithDatabase, testConfig } from '../test-support/engines';

const TOKEN = 'operator-token-for-tests-0123456789';
const NOW = new Date('2026-03-02T09:00:00Z');

describeWithDatabase('Club AMA operator actions', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ config: testConfig({ CLUB_OPERATOR_TOKEN: TOKEN }), db: context().db, club: { now: () => NOW } });
  });
  const post = (path: string, body: unknown, token: string | null = TOKEN) => {
    let test = request(app).post(`/api${path}`).set('Content-Type', 'application/json');
    if (token !== null) test = test.set('Authorization', `Bearer ${token}`);
    return test.send(JSON.stringify(body));
  };

  it('does not exist without the operator token (404), and not at all when none is configured', async () => {
    expect((await post(CLUB_OPERATOR_PATHS.terminations, { email: 'a@example.com', reason: 'x' }, null)).status).toBe(404);
    expect((await post(CLUB_OPERATOR_PATHS.terminations, { email: 'a@example.com', reason: 'x' }, `${TOKEN}x`)).status).toBe(404);
    const closed = createApp({ config: testConfig(), db: context().db });
    const res = await request(closed).post(`/api${CLUB_OPERATOR_PATHS.terminations}`).set('Authorization', `Bearer ${TOKEN}`).set('Content-Type', 'application/json').send('{}');
    expect(res.status).toBe(404);
  });

  it('terminates a membership for breach with its reason on record; a second time says it had already ended', async () => {
    const { id, email } = await insertTestMember(context().db.kysely, { status: 'member' });
    const first = await post(CLUB_OPERATOR_PATHS.terminations, { email, reason: 'Resold a loaned piece' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'terminated', alreadyEnded: false });
    expect((await post(CLUB_OPERATOR_PATHS.terminations, { email, reason: 'again' })).body).toEqual({ status: 'terminated', alreadyEnded: true });
    const row = await context().db.kysely.selectFrom('club_status_changes').select(['reason', 'detail', 'actor']).where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'terminated_for_breach', detail: 'Resold a loaned piece', actor: 'operator' });
    expect((await post(CLUB_OPERATOR_PATHS.terminations, { email: 'nobody@example.com', reason: 'x' })).status).toBe(404);
    expect((await post(CLUB_OPERATOR_PATHS.terminations, { email, reason: '' })).status).toBe(400);
  });

  it('refuses a terms change announced less than 30 days ahead, and mails an announced one to every active member in their language', async () => {
    const tooSoon = await post(CLUB_OPERATOR_PATHS.termsChanges, { version: '2026-03-31', summary: 'Shorter windows.', effectiveFrom: '2026-03-31' });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error.fields).toEqual({ effectiveFrom: 'notice_too_short' });

    const italian = await insertTestMember(context().db.kysely, { locale: 'it', status: 'member' });
    const gone = await insertTestMember(context().db.kysely, { status: 'revoked' });
    const announced = await post(CLUB_OPERATOR_PATHS.termsChanges, { version: '2026-04-02', summary: 'Birthday <b>window</b> of 45 days.', effectiveFrom: '2026-04-02' });
    expect(announced.status).toBe(201);
    const mails = (
      await sql<{ to: string; subject: string; html: string; text: string }>`select "to", subject, html, text from outbox where subject like 'Club AMA:%'`.execute(
        context().db.kysely,
      )
    ).rows;
    const toItalian = mails.find((mail) => mail.to === italian.email);
    expect(toItalian?.subject).toBe('Club AMA: cambiano le condizioni');
    expect(toItalian?.text).toContain('2 aprile 2026');
    expect(toItalian?.text).toContain('/it/club/terms');
    expect(toItalian?.html).toContain('Birthday &lt;b&gt;window&lt;/b&gt;');
    expect(mails.some((mail) => mail.to === gone.email)).toBe(false);
    expect((await post(CLUB_OPERATOR_PATHS.termsChanges, { version: '2026-04-02', summary: 'again', effectiveFrom: '2026-05-02' })).status).toBe(400);
  });
});
