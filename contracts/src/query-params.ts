import { z } from 'zod';
import { DEFAULT_LOCALE, localeSchema } from './locales';
import { singleLineText } from './text';

/**
 * Building blocks for query strings. On the server every query value arrives as a string (or an array
 * when a key repeats); the same schemas also accept the numbers a typed client passes in.
 */

/** `?locale=` accepted on every endpoint; absent → the shop default, unknown → 400. */
export const localeParam = localeSchema.default(DEFAULT_LOCALE);

const toText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Message for a key given twice (`?page=1&page=2`) or a value of the wrong kind. */
const singleValue = (what: string) => (issue: { code: string }) => (issue.code === 'invalid_type' ? `Expected a single ${what}` : undefined);

/** A bounded whole number from a query string ('12' → 12); '1.5', 'abc', '' and repeated keys fail. */
export const wholeNumberParam = (min: number, max: number) =>
  z.preprocess(
    toText,
    z
      .string({ error: singleValue('whole number') })
      .trim()
      .regex(/^-?\d{1,15}$/, 'Expected a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  );

/** Free text from a query string, trimmed, bounded, without control characters; blank → undefined. */
export const textParam = (maxLength: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    singleLineText({ error: singleValue('text value') })
      .max(maxLength, `At most ${maxLength} characters`)
      .optional(),
  );

/** 'engagement-rings', 'Engagement_Rings' and 'ENGAGEMENT_RINGS' are the same code. */
const codeKey = (text: string) => text.trim().toUpperCase().replace(/-/g, '_');

/** Maps a loosely written code to its canonical spelling, or returns the input unchanged. */
const canonical = (values: readonly string[], input: unknown) => (typeof input === 'string' ? (values.find((value) => codeKey(value) === codeKey(input)) ?? input) : input);

const expected = (values: readonly string[]) => `expected one of ${values.join(', ')}`;

/** A single enum value, case-insensitive and slug-tolerant (`rose` → 'ROSE', `PRICE_DESC` → 'price_desc'). */
export const enumParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => canonical(values, value), z.enum(values, { error: `Unknown value: ${expected(values)}` }));

/**
 * A multi-valued enum filter: `?shape=OVAL&shape=PEAR`, `?shape=oval,pear` and slugs
 * (`engagement-rings`) are all accepted. Blank → no filter. An unknown code fails the whole field.
 */
export const enumListParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part: unknown) => (typeof part === 'string' ? part.split(',') : [part]));
      const codes = parts.filter((part) => !(typeof part === 'string' && part.trim() === '')).map((part) => canonical(values, part));
      return codes.length === 0 ? undefined : [...new Set(codes)];
    },
    z
      .array(z.string({ error: 'Expected text values' }), { error: 'Expected a list of values' })
      .superRefine((codes, ctx) => {
        const unknown = codes.filter((code) => !(values as readonly string[]).includes(code));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown value ${unknown
              .slice(0, 3)
              .map((code) => JSON.stringify(code.slice(0, 40)))
              .join(', ')}: ${expected(values)}`,
          });
        }
      })
      .transform((codes) => codes as unknown as T[number][])
      .optional(),
  );
