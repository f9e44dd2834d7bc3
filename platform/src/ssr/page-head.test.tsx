import { render } from '@testing-library/react';
import { pageHeadDocument, type HeadDocument, type PageHead } from '@ama/contracts';
import { applyHeadDocument, usePageHead } from './page-head';

const ORIGIN = 'https://shop.example';

/** The head as the server writes it into the page (bff/src/web/html-page.ts), before any script runs. */
function serverHead({ title, tags, jsonLd }: HeadDocument): string {
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
  return [
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    ...tags.map(({ tag, attributes: values }) => `<${tag}${attributes(values)}>`),
    ...jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
    '<link rel="stylesheet" href="/shell/main.css">',
  ].join('');
}

const headOf = (head: PageHead, path: string) => pageHeadDocument(head, { origin: ORIGIN, path, locale: 'en' });

const metaContent = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
const hrefs = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('href'));
const structuredData = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));

const giftsPage: PageHead = {
  title: 'Gifts',
  description: 'Gift ideas for every occasion',
  robots: 'noindex',
  image: '/media/gifts.jpg',
  jsonLd: [{ '@type': 'CollectionPage', name: 'Gifts' }],
};
const giftPage: PageHead = { title: 'Gaia ring', jsonLd: [{ '@type': 'Product', name: 'Gaia ring' }] };

describe('applyHeadDocument', () => {
  beforeEach(() => {
    document.head.innerHTML = serverHead(headOf(giftsPage, '/en/gifts'));
  });

  it("updates the server's title, canonical and language links in place for the next page", () => {
    applyHeadDocument(headOf(giftPage, '/en/gifts/7'));

    expect(document.title).toBe('Gaia ring | AMA');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(hrefs('link[rel="canonical"]')).toEqual([`${ORIGIN}/en/gifts/7`]);
    expect(hrefs('link[rel="alternate"][hreflang="de"]')).toEqual([`${ORIGIN}/de/gifts/7`]);
    expect(hrefs('link[rel="alternate"][hreflang="x-default"]')).toEqual([`${ORIGIN}/it/gifts/7`]);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(5);
    expect(metaContent('meta[property="og:title"]')).toEqual(['Gaia ring']);
    expect(metaContent('meta[property="og:url"]')).toEqual([`${ORIGIN}/en/gifts/7`]);
    // What is not the page's head stays.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(hrefs('link[rel="stylesheet"]')).toEqual(['/shell/main.css']);
  });

  it('removes a description, robots and preview image the new page does not have', () => {
    applyHeadDocument(headOf(giftPage, '/en/gifts/7'));

    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it("replaces the previous page's structured data with the new page's", () => {
    applyHeadDocument(headOf(giftPage, '/en/gifts/7'));
    expect(structuredData()).toEqual([{ '@type': 'Product', name: 'Gaia ring' }]);

    applyHeadDocument(headOf({ title: 'About us' }, '/en/about-us'));
    expect(structuredData()).toEqual([]);
  });

  it('leaves exactly one of each element after repeated updates', () => {
    const count = () => document.head.querySelectorAll('*').length;
    applyHeadDocument(headOf(giftsPage, '/en/gifts'));
    const afterFirst = count();
    applyHeadDocument(headOf(giftsPage, '/en/gifts'));
    expect(count()).toBe(afterFirst);
    expect(metaContent('meta[name="description"]')).toEqual(['Gift ideas for every occasion']);
    expect(metaContent('meta[property="og:image"]')).toEqual([`${ORIGIN}/media/gifts.jpg`]);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang="en"]')).toHaveLength(1);
    expect(structuredData()).toHaveLength(1);
  });

  it('adds a description again when a later page has one', () => {
    applyHeadDocument(headOf(giftPage, '/en/gifts/7'));
    applyHeadDocument(headOf({ title: 'Gifts', description: 'Back to the gifts' }, '/en/gifts'));
    expect(metaContent('meta[name="description"]')).toEqual(['Back to the gifts']);
    expect(metaContent('meta[property="og:description"]')).toEqual(['Back to the gifts']);
  });
});

describe('usePageHead in the browser', () => {
  function Page({ title, description }: { title: string; description?: string }) {
    usePageHead({ title, description });
    return <h1>{title}</h1>;
  }

  const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const navigate = (path: string) => window.history.pushState(null, '', path);

  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the title and the canonical link current across client navigations', () => {
    navigate('/en/gifts');
    const { rerender } = render(<Page title="Gifts" description="Gift ideas" />);
    expect(document.title).toBe('Gifts | AMA');
    expect(canonical()).toBe(`${window.location.origin}/en/gifts`);
    expect(metaContent('meta[name="description"]')).toEqual(['Gift ideas']);

    navigate('/en/gifts/7');
    rerender(<Page title="Gaia ring" />);
    expect(document.title).toBe('Gaia ring | AMA');
    expect(canonical()).toBe(`${window.location.origin}/en/gifts/7`);
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('moves the canonical link to the next page when both pages say the same about themselves', () => {
    // Every collection page is the same section page ("Collection", same intro): only the URL differs.
    navigate('/en/collections/gaia');
    const { rerender } = render(<Page title="Collection" description="Pieces of one collection" />);
    expect(canonical()).toBe(`${window.location.origin}/en/collections/gaia`);

    navigate('/en/collections/alba');
    rerender(<Page title="Collection" description="Pieces of one collection" />);
    expect(canonical()).toBe(`${window.location.origin}/en/collections/alba`);
    expect(metaContent('meta[property="og:url"]')).toEqual([`${window.location.origin}/en/collections/alba`]);
  });
});
