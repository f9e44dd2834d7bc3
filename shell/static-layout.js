// Build-time HTML for the first paint: the announcement bar and the header's frame (logo), per locale.
// The server puts it into the page, so the shop's frame paints from the first response instead of after
// the JavaScript; the layout app replaces it with the interactive header when it mounts. Same classes
// and heights as the real header, so nothing moves when it does.
const fs = require('node:fs');
const path = require('node:path');

/** The shop's locales, from the one list @ama/contracts exports (JSON: build scripts load no TypeScript). */
const LOCALES = require('@ama/contracts/locales.json');
const { escapeHtml } = require('../scripts/lib/escape-html.cjs');

function headerHtml(locale, messages) {
  return (
    '<header class="ama-header ama-header--static">' +
    `<p class="ama-header__announcement">${escapeHtml(messages.header.announcement)}</p>` +
    '<div class="ama-header__bar">' +
    '<span class="ama-header__burger-space" aria-hidden="true"></span>' +
    `<a class="ama-header__logo" href="/${locale}" aria-label="${escapeHtml(messages.header.home)}">AMA</a>` +
    '</div></header>'
  );
}

class StaticLayoutPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StaticLayoutPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StaticLayoutPlugin', stage: 0 }, () => {
        const layout = Object.fromEntries(
          LOCALES.map((locale) => {
            const file = path.join(__dirname, 'src', 'i18n', `${locale}.json`);
            compilation.fileDependencies.add(file);
            return [locale, { header: headerHtml(locale, JSON.parse(fs.readFileSync(file, 'utf8'))) }];
          }),
        );
        compilation.emitAsset('static-layout.json', new compiler.webpack.sources.RawSource(JSON.stringify(layout)));
      });
    });
  }
}

module.exports = { StaticLayoutPlugin };
