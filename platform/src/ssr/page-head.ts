import { useEffect } from 'react';
import { pageHeadDocument, type HeadDocument, type PageHead } from '@ama/contracts';
import { getCurrentLocale } from '../locale/locale-path';
import { useLocationHref } from './location';
import { useServerRequest } from './request-context';

const MANAGED = 'data-ama-head';

/** Brings the document's head in line with a page after a client navigation (the server wrote the first). */
export function applyHeadDocument({ title, tags, jsonLd }: HeadDocument, doc: Document = document): void {
  doc.title = title;
  for (const { tag, key, attributes } of tags) {
    const [name, value] = key.split('=') as [string, string];
    const selector = name === 'hreflang' ? `link[rel="alternate"][hreflang="${value}"]` : `${tag}[${name}="${value}"]`;
    let element = doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(tag);
      doc.head.appendChild(element);
    }
    for (const [attribute, content] of Object.entries(attributes)) element.setAttribute(attribute, content);
  }
  // Tags the new page does not have (a description, robots) go; so does the old page's structured data.
  const keep = new Set(tags.map(({ key }) => key));
  for (const stale of doc.head.querySelectorAll('meta[name="description"], meta[name="robots"], meta[property="og:description"], meta[property="og:image"]')) {
    const key = stale.hasAttribute('name') ? `name=${stale.getAttribute('name')}` : `property=${stale.getAttribute('property')}`;
    if (!keep.has(key)) stale.remove();
  }
  doc.head.querySelectorAll(`script[type="application/ld+json"]`).forEach((script) => script.remove());
  for (const json of jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MANAGED, '');
    script.textContent = json;
    doc.head.appendChild(script);
  }
}

/**
 * What a page says about itself: title, description, preview image, structured data, and its HTTP
 * status (404 for a parameter that names nothing). On the server it decides the response's head and
 * status; in the browser it keeps the head current on client navigation.
 */
export function usePageHead(head: PageHead & { status?: number }): void {
  const request = useServerRequest();
  if (request) {
    const { status, ...pageHead } = head;
    request.head.current = pageHead;
    if (status) request.head.status = status;
  }
  const key = JSON.stringify(head);
  // The URL is part of the head (canonical, language versions): two pages that say the same about
  // themselves still have their own.
  const path = useLocationHref().split('?')[0] ?? '/';
  useEffect(() => {
    const { status: _status, ...pageHead } = JSON.parse(key) as PageHead & { status?: number };
    applyHeadDocument(pageHeadDocument(pageHead, { origin: window.location.origin, path, locale: getCurrentLocale(path) }));
  }, [key, path]);
}
