import { visitorTokenFromCookieHeader } from './cookie';
import { hashVisitorToken, newVisitor, visitorOf } from './token';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_A';

describe('visitorTokenFromCookieHeader', () => {
  it.each([
    [`ama_visitor=${TOKEN}`, TOKEN],
    [`ama_locale=it; ama_visitor=${TOKEN}; x=1`, TOKEN],
    [`  ama_visitor = ${TOKEN} `, TOKEN],
    [`ama_visitor=${TOKEN}; ama_visitor=other`, TOKEN],
    ['ama_visitors=x; my_ama_visitor=y', null],
    ['ama_visitor', null],
    ['', null],
  ])('reads %j as %j', (header, expected) => {
    expect(visitorTokenFromCookieHeader(header)).toBe(expected);
  });
});

describe('visitor tokens', () => {
  it('are 43 base64url characters of fresh randomness, known to the database only by their SHA-256', () => {
    const visitors = Array.from({ length: 50 }, () => newVisitor());
    expect(new Set(visitors.map((visitor) => visitor.token)).size).toBe(50);
    for (const visitor of visitors) {
      expect(visitor.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(visitor.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(visitor.hash).toBe(hashVisitorToken(visitor.token));
    }
  });

  it.each([null, '', 'short', `${TOKEN}A`, TOKEN.replace('A', '+'), TOKEN.replace('A', '%'), `"${TOKEN.slice(2)}"`])('treat %j as no visitor', (value) => {
    expect(visitorOf(value)).toBeNull();
  });

  it('accept a well-formed token, not yet known to exist', () => {
    expect(visitorOf(TOKEN)).toEqual({ token: TOKEN, hash: hashVisitorToken(TOKEN) });
  });
});
