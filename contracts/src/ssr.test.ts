import { pageHeadDocument, type HeadDocument } from './ssr';

const ORIGIN = 'https://shop.example';

/** The attributes of the head element identified by `key` ('name=description', 'rel=canonical', 'hreflang=en'). */
const tag = (document: HeadDocument, key: string) => document.tags.find((candidate) => candidate.key === key)?.attributes;
const content = (document: HeadDocument, key: string) => tag(document, key)?.content;

describe('pageHeadDocument', () => {
  it('titles the page "<title> | AMA", and just "AMA" when the page has no title', () => {
    const ring = pageHeadDocument({ title: 'Gaia ring' }, { origin: ORIGIN, path: '/en/product/GA-1', locale: 'en' });
    expect(ring.title).toBe('Gaia ring | AMA');
    expect(content(ring, 'property=og:title')).toBe('Gaia ring');

    const untitled = pageHeadDocument({ title: '' }, { origin: ORIGIN, path: '/en', locale: 'en' });
    expect(untitled.title).toBe('AMA');
    expect(content(untitled, 'property=og:title')).toBe('AMA');
  });

  it('points the canonical link and og:url at the page in its own locale', () => {
    const page = pageHeadDocument({ title: 'Gifts' }, { origin: ORIGIN, path: '/de/gifts/7', locale: 'de' });
    expect(tag(page, 'rel=canonical')).toEqual({ rel: 'canonical', href: `${ORIGIN}/de/gifts/7` });
    expect(content(page, 'property=og:url')).toBe(`${ORIGIN}/de/gifts/7`);
    expect(content(page, 'property=og:locale')).toBe('de');

    // A locale's home page is its bare prefix, without a trailing slash.
    const home = pageHeadDocument({ title: '' }, { origin: ORIGIN, path: '/es', locale: 'es' });
    expect(tag(home, 'rel=canonical')?.href).toBe(`${ORIGIN}/es`);
  });

  it('links the four language versions and x-default, which is the Italian page', () => {
    const page = pageHeadDocument({ title: 'Gifts' }, { origin: ORIGIN, path: '/en/gifts/7', locale: 'en' });
    const alternates = page.tags.filter((candidate) => candidate.attributes.rel === 'alternate').map(({ attributes }) => attributes);
    expect(alternates).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/en/gifts/7` },
      { rel: 'alternate', hreflang: 'it', href: `${ORIGIN}/it/gifts/7` },
      { rel: 'alternate', hreflang: 'es', href: `${ORIGIN}/es/gifts/7` },
      { rel: 'alternate', hreflang: 'de', href: `${ORIGIN}/de/gifts/7` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/it/gifts/7` },
    ]);

    const home = pageHeadDocument({ title: '' }, { origin: ORIGIN, path: '/de', locale: 'de' });
    expect(tag(home, 'hreflang=en')?.href).toBe(`${ORIGIN}/en`);
    expect(tag(home, 'hreflang=x-default')?.href).toBe(`${ORIGIN}/it`);
  });

  it('describes the site for link previews (Open Graph)', () => {
    const page = pageHeadDocument({ title: 'Gifts' }, { origin: ORIGIN, path: '/it/gifts', locale: 'it' });
    expect(tag(page, 'property=og:site_name')).toEqual({ property: 'og:site_name', content: 'AMA' });
    expect(tag(page, 'property=og:type')).toEqual({ property: 'og:type', content: 'website' });
    expect(content(page, 'property=og:locale')).toBe('it');
  });

  it('writes a description and robots only when the page gives them', () => {
    const bare = pageHeadDocument({ title: 'Gifts' }, { origin: ORIGIN, path: '/en/gifts', locale: 'en' });
    expect(tag(bare, 'name=description')).toBeUndefined();
    expect(tag(bare, 'property=og:description')).toBeUndefined();
    expect(tag(bare, 'name=robots')).toBeUndefined();
    expect(tag(bare, 'property=og:image')).toBeUndefined();

    const described = pageHeadDocument(
      { title: 'Page not found', description: 'The page /en/nowhere does not exist.', robots: 'noindex' },
      { origin: ORIGIN, path: '/en/nowhere', locale: 'en' },
    );
    expect(tag(described, 'name=description')).toEqual({ name: 'description', content: 'The page /en/nowhere does not exist.' });
    expect(content(described, 'property=og:description')).toBe('The page /en/nowhere does not exist.');
    expect(tag(described, 'name=robots')).toEqual({ name: 'robots', content: 'noindex' });
  });

  it('makes a root-relative preview image absolute and keeps an absolute one', () => {
    const relative = pageHeadDocument({ title: 'Ring', image: '/media/ring.jpg' }, { origin: ORIGIN, path: '/en/product/R', locale: 'en' });
    expect(content(relative, 'property=og:image')).toBe(`${ORIGIN}/media/ring.jpg`);

    const absolute = pageHeadDocument({ title: 'Ring', image: 'https://cdn.example/ring.jpg' }, { origin: ORIGIN, path: '/en/product/R', locale: 'en' });
    expect(content(absolute, 'property=og:image')).toBe('https://cdn.example/ring.jpg');
  });

  it('serialises structured data so that it cannot close its <script> or open a comment', () => {
    const product = { '@type': 'Product', name: '</script><script>alert(1)</script><!-- Gaia' };
    const page = pageHeadDocument({ title: 'Gaia', jsonLd: [product, { '@type': 'BreadcrumbList' }] }, { origin: ORIGIN, path: '/en/product/GA', locale: 'en' });
    expect(page.jsonLd).toHaveLength(2);
    for (const block of page.jsonLd) expect(block).not.toContain('<');
    // Still the same data for a reader of the JSON.
    expect(JSON.parse(page.jsonLd[0]!)).toEqual(product);
    expect(JSON.parse(page.jsonLd[1]!)).toEqual({ '@type': 'BreadcrumbList' });

    expect(pageHeadDocument({ title: 'Gaia' }, { origin: ORIGIN, path: '/en', locale: 'en' }).jsonLd).toEqual([]);
  });
});
