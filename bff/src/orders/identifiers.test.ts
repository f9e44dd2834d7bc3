import { orderReferenceSchema } from '@ama/contracts';
import { newOrderNumber, newOrderReference } from './identifiers';

const NUMBER = /^AMA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

describe('order numbers', () => {
  it('read AMA-XXXX-XX in Crockford’s alphabet: no I, L, O or U to mistake', () => {
    for (let index = 0; index < 500; index += 1) expect(newOrderNumber()).toMatch(NUMBER);
  });

  it('spell 30 random bits: all-zero and all-one bits give the first and last symbols', () => {
    expect(newOrderNumber(Buffer.from([0, 0, 0, 0]))).toBe('AMA-0000-00');
    expect(newOrderNumber(Buffer.from([0x3f, 0xff, 0xff, 0xff]))).toBe('AMA-ZZZZ-ZZ');
    expect(newOrderNumber(Buffer.from([0, 0, 0, 1]))).toBe('AMA-1000-00');
  });

  it('are rarely the same twice (a collision is retried by the placement)', () => {
    const numbers = new Set(Array.from({ length: 2_000 }, () => newOrderNumber()));
    expect(numbers.size).toBeGreaterThan(1_990);
  });
});

describe('order references', () => {
  it('are 43 base64url characters, fresh every time, and what the contract accepts', () => {
    const references = Array.from({ length: 100 }, () => newOrderReference());
    expect(new Set(references).size).toBe(100);
    for (const reference of references) expect(orderReferenceSchema.safeParse(reference).success).toBe(true);
  });
});
