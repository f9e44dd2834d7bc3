import { i18n, initI18n } from './i18n-instance';

/** Watches the writes to the document's lang and dir attributes; `writes()` gives those since the last call. */
function watchLocaleWrites() {
  let seen: MutationRecord[] = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  const writes = () => {
    const records = [...seen, ...observer.takeRecords()];
    seen = [];
    return records.map((record) => `${record.attributeName}=${document.documentElement.getAttribute(record.attributeName!)}`);
  };
  return { writes, stop: () => observer.disconnect() };
}

describe("the document's language and direction", () => {
  it('are left as the server wrote them when the code starts in that language, and written when the language changes', async () => {
    // As the server sends a Spanish page.
    window.history.pushState(null, '', '/es/about-us');
    document.documentElement.lang = 'es';
    document.documentElement.dir = 'ltr';
    const { writes, stop } = watchLocaleWrites();

    initI18n();
    expect(i18n.language).toBe('es');
    expect(writes()).toEqual([]);

    await i18n.changeLanguage('de');
    expect(writes()).toEqual(['lang=de']);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    stop();
  });
});
