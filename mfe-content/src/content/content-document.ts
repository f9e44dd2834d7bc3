import { z } from 'zod';
import { IMAGE_IDS } from './image-ids';

// The schema is for the tests that check every document (content-documents.test.ts); the pages import
// only its types, so zod stays out of this area's browser bundle.

/**
 * A content page as its writers keep it: one JSON file per page and locale
 * (`documents/<pageId>/<locale>.json`), structure only, no markup. Text is plain with three inline forms,
 * rendered as React elements (never as HTML): `{{fact}}` for a figure from contracts' constants
 * (facts.ts), `**strong**`, and `[label](target)` for a link (a shop path, mailto:, tel: or https:).
 */
const text = z.string().min(1);

const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text }).strict(),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(text).min(1) }).strict(),
  z.object({ type: z.literal('figure'), image: z.enum(IMAGE_IDS), alt: text, caption: text.optional() }).strict(),
  z.object({ type: z.literal('table'), caption: text, head: z.array(text).min(2), rows: z.array(z.array(text).min(2)).min(1) }).strict(),
  z.object({ type: z.literal('note'), text }).strict(),
  z.object({ type: z.literal('faq'), items: z.array(z.object({ q: text, a: text }).strict()).min(1) }).strict(),
  z
    .object({
      type: z.literal('cards'),
      items: z.array(z.object({ title: text, text, to: z.string().regex(/^\/[a-z0-9/-]*$/), image: z.enum(IMAGE_IDS).optional() }).strict()).min(1),
    })
    .strict(),
  /** A button that opens the cookie banner again (the cookie policy's "change or withdraw"). */
  z.object({ type: z.literal('consentSettings'), label: text }).strict(),
]);
export type ContentBlock = z.infer<typeof block>;

const section = z.object({ id: z.string().regex(/^[a-z][a-z0-9-]*$/), heading: text, blocks: z.array(block).min(1) }).strict();
export type ContentSection = z.infer<typeof section>;

export const contentDocumentSchema = z
  .object({
    /** The page's h1 and, with the shop's name, its <title>. */
    title: text,
    /** The meta description (search results, link previews): one or two sentences. */
    description: text.max(200),
    /** The lead paragraph under the title. */
    lead: text,
    hero: z
      .object({ image: z.enum(IMAGE_IDS), alt: text })
      .strict()
      .optional(),
    sections: z.array(section).min(1),
    /** Date of the last revision of a policy (YYYY-MM-DD), shown formatted in the shopper's language. */
    updated: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .strict();
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
