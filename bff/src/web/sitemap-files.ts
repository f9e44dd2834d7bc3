import { LOCALES, localisedPath, pageHeadDocument } from '@ama/contracts';

/**
 * The sitemap's XML (sitemaps.org 0.9): one <url> per page and locale, split into files of at most
 * 50,000 URLs and 50 MB each, and the index that lists them when there is more than one file (a
 * brand-size catalogue: 12,500 pages in four languages fill one file).
 */

/** sitemaps.org: at most 50,000 URLs, 50 MB (uncompressed) and 2,048 characters per URL in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
const MAX_URL_LENGTH = 2_048;

/** Google's image extension of the sitemap: `<image:image><image:loc>` in a `<url>`, at most 1,000 each. */
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const MAX_IMAGES_PER_URL = 1_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text and attribute values alike; characters XML 1.0 cannot carry at all are dropped. */
const escapeXml = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET_OPEN = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="${IMAGE_NS}">`;
const URLSET_CLOSE = '</urlset>';

/**
 * One <url> per page and locale, with the page's canonical URL, its five alternates (four locales and
 * x-default) and the absolute URLs of its pictures (`images`, by page). A URL over 2,048 characters is
 * left out.
 */
export function sitemapEntries(origin: string, pages: readonly string[], images: ReadonlyMap<string, readonly string[]> = new Map()): string[] {
  const entries: string[] = [];
  for (const page of pages) {
    const pictures = (images.get(page) ?? [])
      .map((image) => `${origin}${image}`)
      .filter((image) => image.length <= MAX_URL_LENGTH)
      .slice(0, MAX_IMAGES_PER_URL)
      .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
      .join('');
    for (const locale of LOCALES) {
      const head = pageHeadDocument({ title: '' }, { origin, path: localisedPath(locale, page), locale });
      const canonical = head.tags.find((tag) => tag.key === 'rel=canonical')?.attributes.href;
      const alternates = head.tags.filter((tag) => tag.tag === 'link' && tag.attributes.rel === 'alternate' && tag.attributes.hreflang);
      if (!canonical || canonical.length > MAX_URL_LENGTH || alternates.some((tag) => tag.attributes.href!.length > MAX_URL_LENGTH)) continue;
      const links = alternates.map(({ attributes }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(attributes.hreflang!)}" href="${escapeXml(attributes.href!)}"/>`);
      entries.push(`<url><loc>${escapeXml(canonical)}</loc>${links.join('')}${pictures}</url>`);
    }
  }
  return entries;
}

/** The file bytes around the entries, each entry on a line of its own. */
const FRAME_BYTES = Buffer.byteLength([XML_DECLARATION, URLSET_OPEN, URLSET_CLOSE, ''].join('\n'));

/** The entries in files of at most `maxUrls` URLs and `maxBytes` bytes each, in order; always at least one file. */
export function splitSitemap(entries: readonly string[], maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES): string[][] {
  const files: string[][] = [[]];
  let bytes = FRAME_BYTES;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    const current = files.at(-1)!;
    if (current.length > 0 && (current.length >= maxUrls || bytes + size > maxBytes)) {
      files.push([entry]);
      bytes = FRAME_BYTES + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return files;
}

/** One sitemap file. */
export const urlsetXml = (entries: readonly string[]): string => [XML_DECLARATION, URLSET_OPEN, ...entries, URLSET_CLOSE, ''].join('\n');

/** The address of the sitemap file `number` (1-based) when the sitemap is split, and its route. */
export const sitemapFilePath = (number: number) => `/sitemaps/${number}.xml`;
export const SITEMAP_FILE_ROUTE = '/sitemaps/:number.xml';

/** The sitemap index listing `files` sitemap files (sitemaps.org: at most 50,000 of them). */
export function sitemapIndexXml(origin: string, files: number): string {
  const listed = Array.from({ length: Math.min(files, SITEMAP_MAX_URLS) }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}${sitemapFilePath(index + 1)}`)}</loc></sitemap>`);
  return [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...listed, '</sitemapindex>', ''].join('\n');
}
