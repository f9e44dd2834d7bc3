import { localeCookieString } from '@ama/platform';
import { rememberLanguageChoice } from './language-choice';

rememberLanguageChoice();

it('writes the cookie exactly as the live switch does', () => {
  document.body.innerHTML = '<div id="ama-languages"><a href="/de/about-us" hreflang="de">Deutsch</a></div>';
  const written: string[] = [];
  const cookie = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => void written.push(value));
  const link = document.querySelector('a')!;
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom would not navigate anyway
  link.click();
  expect(written).toEqual([localeCookieString('de', 'http:')]);
  cookie.mockRestore();
});

it('leaves other links alone', () => {
  document.body.innerHTML = '<div id="ama-languages"></div><footer><a href="/de" hreflang="de">Deutsch</a></footer>';
  const cookie = jest.spyOn(document, 'cookie', 'set');
  document.querySelector('a')!.click();
  expect(cookie).not.toHaveBeenCalled();
  cookie.mockRestore();
});

it('carries the address’s whole query and hash to the chosen language, as the live switch does', () => {
  window.history.pushState(null, '', '/es/guides/4c?ref=menu&utm_source=mail#clarity');
  // The server rendered the link with the query its page reads only: none here.
  document.body.innerHTML = '<div id="ama-languages"><a href="/de/guides/4c" hreflang="de">Deutsch</a></div>';
  const link = document.querySelector('a')!;
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom would not navigate anyway
  link.click();
  expect(link.getAttribute('href')).toBe('/de/guides/4c?ref=menu&utm_source=mail#clarity');
  window.history.pushState(null, '', '/');
});
