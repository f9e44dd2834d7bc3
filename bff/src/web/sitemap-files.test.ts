import express from 'express';
import request from 'supertest';
import type { Registry } from '@ama/contracts';
import type { RegistrySource } from './registry-source';
import { seoRouter } from './seo';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, splitSitemap, urlsetXml } from './sitemap-files';

const urlsIn = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap split into files', () => {
  it('keeps every entry, in order, in files of at most the URLs and bytes allowed', () => {
    const entries = Array.from({ length: 25 }, (_, index) => `<url><loc>https://shop.test/p/${String(index).padStart(2, '0')}</loc></url>`);
    const byCount = splitSitemap(entries, 10);
    expect(byCount.map((file) => file.length)).toEqual([10, 10, 5]);
    expect(byCount.flat()).toEqual(entries);

    const maxBytes = Buffer.byteLength(urlsetXml(entries.slice(0, 4))) + 1;
    const bySize = splitSitemap(entries, SITEMAP_MAX_URLS, maxBytes);
    expect(bySize.flat()).toEqual(entries);
    expect(bySize.every((file) => Buffer.byteLength(urlsetXml(file)) <= maxBytes)).toBe(true);
    expect(bySize[0]).toHaveLength(4);
    expect(splitSitemap([])).toEqual([[]]);
    expect(SITEMAP_MAX_BYTES).toBe(52_428_800);
  });

  describe('GET /sitemap.xml and /sitemaps/<n>.xml', () => {
    const registry = { release: 'r1', remotes: [{ name: 'mfe_catalog', routes: ['/', '/product/:sku'] }] } as unknown as Registry;
    const shop = (skus: number) =>
      express().use(
        seoRouter({
          registry: { current: () => registry } as unknown as RegistrySource,
          publicUrl: 'https://www.ama.test',
          data: async () => ({ skus: Array.from({ length: skus }, (_, index) => `AMA-${index}`), collections: [], shapes: [], events: [] }),
        }),
      );

    it('is one file while the shop fits, and no numbered file is served', async () => {
      const app = shop(10);
      const sitemap = await request(app).get('/sitemap.xml');
      expect(sitemap.text).toContain('<urlset');
      expect(urlsInAll([sitemap.text])).toBe(11 * 4);
      expect((await request(app).get('/sitemaps/1.xml')).status).toBe(404);
    });

    it('past 50,000 URLs is an index of files that together hold every page in every language, each within the limit', async () => {
      // 12,600 products and the home page in four languages: 50,404 URLs.
      const app = shop(12_600);
      const index = await request(app).get('/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.type).toBe('application/xml');
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locsIn(index.text);
      expect(files).toEqual(['https://www.ama.test/sitemaps/1.xml', 'https://www.ama.test/sitemaps/2.xml']);
      const texts = await Promise.all(files.map(async (file) => (await request(app).get(new URL(file!).pathname)).text));
      expect(texts.map(urlsIn)).toEqual([SITEMAP_MAX_URLS, 404]);
      const pages = texts.flatMap(locsIn);
      expect(new Set(pages).size).toBe(50_404);
      expect(pages).toContain('https://www.ama.test/de/product/AMA-12599');
      for (const missing of ['/sitemaps/3.xml', '/sitemaps/0.xml', '/sitemaps/x.xml']) expect((await request(app).get(missing)).status).toBe(404);
    });
  });
});

const urlsInAll = (texts: string[]) => texts.reduce((sum, text) => sum + urlsIn(text), 0);
