import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { addMessages, createShopStore, initI18n } from '@ama/platform';
import { CONSENT } from '@ama/contracts';
import { messages } from '../i18n';
import { preparePage } from '../routes';
import { contentAreaAt, renderContentAt as renderAt } from '../test-support';
import { contentFacts } from './facts';
import { plainText } from './plain-text';
import type { ContentDocument } from './content-document';
import returnPolicyEn from './documents/returnPolicy/en.json';
import cookiePolicyEn from './documents/cookiePolicy/en.json';
import aboutUsEn from './documents/aboutUs/en.json';
import helpDe from './documents/help/de.json';

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('content', messages);
});

test('a page reached in the browser says it is loading, then shows its document: title, lead, sections', async () => {
  const document = aboutUsEn as ContentDocument;
  const facts = contentFacts('en');
  renderAt('/en/about-us');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(await screen.findByRole('heading', { level: 1, name: plainText(document.title, facts) })).toBeInTheDocument();
  expect(screen.getByText(plainText(document.lead, facts))).toBeInTheDocument();
  for (const section of document.sections) {
    expect(screen.getByRole('region', { name: plainText(section.heading, facts) })).toBeInTheDocument();
  }
});

test('a prepared page renders at once (the server awaits preparePage before it renders)', async () => {
  await preparePage('http://shop.test/en/return-policy');
  const html = renderToString(contentAreaAt('/en/return-policy'));
  expect(html).toContain(`<h1 class="ama-page-intro__title">${plainText((returnPolicyEn as ContentDocument).title, contentFacts('en'))}</h1>`);
  expect(html).not.toContain('role="status"');
});

test('a long page lists its sections, each link leading to its section', async () => {
  renderAt('/en/privacy-policy');
  const contents = await screen.findByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(4);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
  }
});

test('the cookie policy reopens the cookie settings', async () => {
  const opened = jest.fn();
  window.addEventListener(CONSENT.openEvent, opened);
  const document = cookiePolicyEn as ContentDocument;
  const withSettings = document.sections.find((section) => section.blocks.some((block) => block.type === 'consentSettings'));
  const button = withSettings?.blocks.find((block) => block.type === 'consentSettings');
  renderAt('/en/cookie-policy');
  const section = await screen.findByRole('region', { name: withSettings?.heading });
  await userEvent.click(within(section).getByRole('button', { name: button?.type === 'consentSettings' ? button.label : '' }));
  expect(opened).toHaveBeenCalledTimes(1);
  window.removeEventListener(CONSENT.openEvent, opened);
});

test("a page in another language shows that language, with the shop's WhatsApp link", async () => {
  renderAt('/de/help');
  const facts = contentFacts('de');
  expect(await screen.findByRole('heading', { level: 1, name: plainText((helpDe as ContentDocument).title, facts) })).toBeInTheDocument();
  expect(screen.getByText(plainText((helpDe as ContentDocument).lead, facts))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', contentFacts('de').whatsappUrl);
});

test('the hero is the first picture asked for; every picture is a file of the build, sized before it loads', async () => {
  const { container } = renderAt('/en/casa-ama');
  await screen.findByRole('heading', { level: 1 });
  const [hero, ...rest] = [...container.querySelectorAll('img')];
  expect(rest.length).toBeGreaterThan(0);
  expect(hero).toHaveClass('ama-content__hero');
  expect(hero).toHaveAttribute('fetchpriority', 'high');
  for (const image of [hero!, ...rest]) {
    // The build's URL of the file (a stub in tests), never an inlined data: URL.
    expect(image).toHaveAttribute('src', 'test-file-stub');
    expect(image).toHaveAttribute('width', expect.stringMatching(/^\d+$/));
    expect(image).toHaveAttribute('height', expect.stringMatching(/^\d+$/));
  }
  for (const image of rest) {
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  }
});
