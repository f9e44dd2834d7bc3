import { APPOINTMENT_ERROR_CODES } from './appointment-fields';
import { CART_ERROR_CODES } from './cart';
import { CATALOG_ERROR_CODES } from './catalog-enums';
import { CLUB_ERROR_CODES } from './club-fields';
import { AREA_ERROR_CODES } from './error-codes';
import { ERROR_CODES, errorBodySchema, errorCodeSchema, GENERIC_ERROR_CODES } from './errors';
import { EVENT_ERROR_CODES } from './event-fields';
import { NEWSLETTER_ERROR_CODES } from './newsletter-fields';
import { CHECKOUT_ERROR_CODES, ORDER_ERROR_CODES } from './order-fields';
import { STAFF_ERROR_CODES } from './staff-error-codes';

// Each team declares its codes in its own file (error-codes.ts); these checks hold the pieces together.
describe('error codes', () => {
  it('are the generic codes, then every area’s', () => {
    expect(ERROR_CODES).toEqual([...GENERIC_ERROR_CODES, ...AREA_ERROR_CODES]);
    expect(errorCodeSchema.options).toEqual(ERROR_CODES);
  });

  it('take every area’s list whole', () => {
    const areas = [
      CATALOG_ERROR_CODES,
      CART_ERROR_CODES,
      CHECKOUT_ERROR_CODES,
      ORDER_ERROR_CODES,
      NEWSLETTER_ERROR_CODES,
      CLUB_ERROR_CODES,
      EVENT_ERROR_CODES,
      APPOINTMENT_ERROR_CODES,
      STAFF_ERROR_CODES,
    ];
    expect(AREA_ERROR_CODES).toEqual(areas.flat());
  });

  it('are declared once each: two teams adding the same code meet here, not in production', () => {
    const twice = ERROR_CODES.filter((code, index) => ERROR_CODES.indexOf(code) !== index);
    expect(twice).toEqual([]);
  });

  it('are written in capitals and underscores', () => {
    expect(ERROR_CODES.filter((code) => !/^[A-Z]+(?:_[A-Z]+)*$/.test(code))).toEqual([]);
  });

  it('type the error body: an area’s code passes, an unknown one does not', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'SLOT_TAKEN', message: 'Taken' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: 'CSRF_FAILED', message: 'No token' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: 'NO_SUCH_CODE', message: '?' } }).success).toBe(false);
  });
});
