const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createConfigs, createPlainConfig } = require('../rspack.base.js');

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

/** On the first script's element: where the shell's code is (src/runtime/shell-start.ts reads the same name). */
const SHELL_START_ATTRIBUTE = 'data-shell-start';

/**
 * Notes the URL of the federated build's entry (main.<hash>.js) once that build is written, for the
 * first script's build, which runs after it (`dependencies`) and writes the page's HTML.
 */
class ShellEntryNotePlugin {
  constructor(note) {
    this.note = note;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ShellEntryNotePlugin', (compilation) => {
      const script = compilation.entrypoints
        .get('main')
        .getFiles()
        .find((file) => file.endsWith('.js'));
      this.note.url = compiler.options.output.publicPath + script;
    });
  }
}

/** Writes the shell's code's URL on the first script's element in the page's HTML. */
class ShellStartAttributePlugin {
  constructor(note) {
    this.note = note;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellStartAttributePlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('ShellStartAttributePlugin', async (data) => {
        if (!this.note.url) throw new Error("the shell's federated build (shell-web) wrote no entry before its first script's build");
        for (const tag of data.assetTags.scripts) tag.attributes[SHELL_START_ATTRIBUTE] = this.note.url;
        return data;
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

// `rspack serve` (the shell's dev server) runs the federated build alone: its HTML names main.js, which
// then does the first script's work itself (src/index.ts).
if (!Array.isArray(configs)) {
  configs.plugins.push(new FaviconPlugin(`${publicPath}images/`));
  module.exports = configs;
} else {
  // A build: the page's first script is a build of its own without Module Federation (src/first.ts),
  // which writes the HTML, naming itself and, on its element, the federated build's main.js.
  const [web] = configs;
  const note = {};
  web.plugins = web.plugins.filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin));
  web.plugins.push(new ShellEntryNotePlugin(note));
  const first = createPlainConfig({
    dir: __dirname,
    name: 'shell-first',
    entry: { first: './src/first.ts' },
    publicPath,
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'src/index.html'),
        inject: 'body',
        scriptLoading: 'module',
        minify: false, // keeps the <!--ama:…--> markers the server fills in
      }),
      new FaviconPlugin('/images/'),
      new ShellStartAttributePlugin(note),
    ],
  });
  module.exports = [...configs, { ...first, dependencies: [web.name] }];
}
