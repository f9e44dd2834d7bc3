import { STAFF_CSRF_HEADER, staffSessionSchema, type StaffRole } from '@ama/contracts';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import request, { type Response } from 'supertest';
import { addStaffAccount } from '../backoffice';
import type { Database } from '../db/schema';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The staff cookie a response sets, as `name=value`, or undefined. */
export const staffCookieOf = (res: Response): string | undefined =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('ama_staff='))
    ?.split(';')[0];

/**
 * A staff member's browser against the real app: it keeps the session cookie, sends the session's CSRF
 * token on writes and every write as JSON, as the back office does.
 */
export class StaffMember {
  cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(
    private readonly app: Express,
    readonly email: string,
    public password: string,
  ) {}

  async signIn(password = this.password): Promise<Response> {
    const res = await request(this.app)
      .post('/api/staff/session')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: this.email, password }));
    if (res.status === 200) {
      this.cookie = staffCookieOf(res);
      this.csrfToken = staffSessionSchema.parse(res.body).csrfToken;
    }
    return res;
  }

  call(method: Method, path: string, body?: unknown, options: { csrf?: boolean } = {}): request.Test {
    let test = request(this.app)[method](path);
    if (this.cookie) test = test.set('Cookie', this.cookie);
    if (method !== 'get') {
      test = test.set('Content-Type', 'application/json');
      if (options.csrf !== false && this.csrfToken) test = test.set(STAFF_CSRF_HEADER, this.csrfToken);
    }
    return body === undefined ? test : test.send(JSON.stringify(body));
  }

  get = (path: string) => this.call('get', path);
  write = (method: Exclude<Method, 'get'>, path: string, body?: unknown) => this.call(method, path, body);
}

/** A new account, signed in, its one-time password already replaced by `password`. */
export async function signedInStaff(app: Express, db: Kysely<Database>, email: string, role: StaffRole, password = 'correct horse battery staple'): Promise<StaffMember> {
  const { oneTimePassword } = await addStaffAccount(db, email, role);
  const member = new StaffMember(app, email, oneTimePassword);
  await member.signIn();
  const changed = await member.write('put', '/api/staff/password', { currentPassword: oneTimePassword, newPassword: password });
  if (changed.status !== 200) throw new Error(`password change failed: ${changed.status} ${JSON.stringify(changed.body)}`);
  member.password = password;
  return member;
}
