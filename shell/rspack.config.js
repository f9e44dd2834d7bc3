const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createConfigs } = require('../rspack.base.js');

const FAVICON = path.join(__dirname, 'src', 'favicon.svg');
/** How the template names the icon: its source file, next to it (src/index.html). */
const FAVICON_IN_TEMPLATE = 'href="favicon.svg"';

/**
 * The favicon as a file of the build: src/favicon.svg is written as images/favicon.<hash>.svg, the name
 * the build gives every picture (rspack.base.js), which the BFF serves under /images/ for a year, and
 * the template's icon link is pointed at it. The page's HTML then carries no data: URL. On the dev
 * server, which serves the build under the shell's public path, the link names it there.
 */
class FaviconPlugin {
  constructor(imagesBase) {
    this.imagesBase = imagesBase;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FaviconPlugin', (compilation) => {
      compilation.fileDependencies.add(FAVICON);
      const content = readFileSync(FAVICON);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      const file = `images/favicon.${hash}.svg`;
      compilation.hooks.processAssets.tap({ name: 'FaviconPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(content), { immutable: true, contenthash: hash, sourceFilename: 'src/favicon.svg' });
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('FaviconPlugin', async (data) => {
        if (!data.html.includes(FAVICON_IN_TEMPLATE)) throw new Error(`src/index.html has no <link rel="icon" ${FAVICON_IN_TEMPLATE}>`);
        return { ...data, html: data.html.replace(FAVICON_IN_TEMPLATE, `href="${this.imagesBase}${file.slice('images/'.length)}"`) };
      });
    });
  }
}

// The shell's HTML is served for every page path (/en/cart, /de/guides/4c …), so its own assets need an
// absolute public path; remotes keep 'auto' and work from any origin. Its server build adds the server
// entry (src/server/index.tsx) the BFF requires to render pages.
const publicPath = '/shell/';
const configs = createConfigs({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  publicPath,
});

// The browser build (alone on the dev server) writes the HTML and so the favicon.
const serving = !Array.isArray(configs);
const web = serving ? configs : configs[0];
web.plugins.push(new FaviconPlugin(serving ? `${publicPath}images/` : '/images/'));

module.exports = configs;
