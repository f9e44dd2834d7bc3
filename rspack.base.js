// One factory for every front-end build (shell and the five remotes): loaders, SWC, CSS, assets and the
// Module Federation plugin are written here once; each app's rspack.config.js only names itself.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
/** The shop's locales, from the one list @ama/contracts exports (JSON: build scripts load no TypeScript). */
const LOCALES = require('@ama/contracts/locales.json');
const { escapeHtml } = require('./scripts/lib/escape-html.cjs');

const root = __dirname;
const rootPackage = require('./package.json');

/**
 * Libraries every app shares as singletons, so React, the router, the store and i18n exist once on the
 * page. The version each app requires comes from the package that is installed.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'i18next',
  'react-i18next',
  'single-spa',
  '@ama/platform',
  '@ama/shared-ui',
];
// react-router is bundled inside @ama/platform, which re-exports what the apps use (see
// platform/src/routing/router.ts): shared modules are never tree-shaken.
// @ama/contracts is deliberately not shared: it holds no state, and bundling it per app lets tree
// shaking keep zod out of apps that only need its constants.

function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
      const version = require(path.join(root, 'node_modules', pkgName, 'package.json')).version;
      return [name, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * Writes dist/remote.json: the remote's name, version and route patterns (from src/route-patterns.json).
 * The BFF builds its default registry from these files, so a new route needs no change in the shell.
 */
class RemoteDescriptorPlugin {
  constructor(descriptor) {
    this.descriptor = descriptor;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteDescriptorPlugin', stage: 0 }, () => {
        const { name, version, patterns, dir } = this.descriptor;
        const descriptor = { name, version, routes: Object.values(patterns) };
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('remote.json', new RawSource(JSON.stringify(descriptor, null, 2)));
        compilation.emitAsset('first-paint.json', new RawSource(JSON.stringify(firstPaint(dir, patterns))));
      });
    });
  }
}

/** An app's optional JSON source file (messages, route patterns), or `fallback` when it has none. */
const readJsonIfExists = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);

/**
 * Static first paint of the remote's parameter-less pages, per locale: the page intro (title and lead)
 * from its messages, in the markup of shared-ui's PageIntro. The server sends it with the HTML, so the
 * page's heading paints without waiting for JavaScript; the remote replaces it when it renders.
 */
function firstPaint(dir, patterns) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const pages = readJsonIfExists(path.join(dir, 'src', 'i18n', `${locale}.json`), {}).pages ?? {};
      const entries = Object.entries(patterns)
        .filter(([id, pattern]) => !/[:*]/.test(pattern) && pages[id]?.title)
        .map(([id, pattern]) => [
          pattern,
          `<header class="ama-page-intro"><h1 class="ama-page-intro__title">${escapeHtml(pages[id].title)}</h1>` +
            (pages[id].intro ? `<p class="ama-page-intro__lead">${escapeHtml(pages[id].intro)}</p>` : '') +
            '</header>',
        ]);
      return [locale, Object.fromEntries(entries)];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (pass __dirname)
 * @param {string} options.name           Module Federation name, e.g. 'mfe_catalog' or 'shell'
 * @param {number} options.port           dev-server port (`npm run dev -w <app>`)
 * @param {Record<string,string>} [options.exposes]  modules the app exposes (remotes: at least './app')
 * @param {string[]} [options.runtimePlugins]        MF runtime plugins (paths)
 * @param {boolean} [options.html]        emit index.html (the shell)
 * @param {string} [options.publicPath]   'auto' (default) or an absolute path for an app served with its HTML
 */
function createConfig({ dir, name, port, exposes = {}, runtimePlugins = [], html = false, publicPath = 'auto' }) {
  // `rspack serve` (npm run dev -w <app>) builds for development unless NODE_ENV says otherwise.
  const production = process.env.NODE_ENV ? process.env.NODE_ENV !== 'development' : !process.argv.includes('serve');
  const appPackage = require(path.join(dir, 'package.json'));
  const routes = readJsonIfExists(path.join(dir, 'src', 'route-patterns.json'), null);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // 'auto' derives the public path from the script's own URL, so the same build works behind the
      // all-in-one server (/remotes/<name>/) and on its own origin (http://host:port/).
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Always the production JSX runtime: a remote on its dev server runs inside the shop's
              // production React (a shared singleton), whose internals the dev runtime cannot use.
              transform: { react: { runtime: 'automatic', development: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_VERSION__: JSON.stringify(appPackage.version || rootPackage.version),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(),
        // With 'version-first' one unreachable remote keeps the whole page from rendering (docs/toolchain.md).
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        runtimePlugins,
        // The shell ships the federation runtime once and remotes borrow it, instead of each remote's
        // remoteEntry.js carrying its own copy (~35 KB compressed each).
        experiments: html ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      routes && new RemoteDescriptorPlugin({ name, version: appPackage.version, patterns: routes, dir }),
      html &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          inject: 'body',
          scriptLoading: 'module',
          minify: false, // keeps the <!--ama:…--> markers the server fills in
        }),
    ].filter(Boolean),
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: html,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: html ? [{ context: ['/api', '/remotes'], target: process.env.AMA_BFF_URL || 'http://127.0.0.1:8080' }] : [],
    },
  };
}

module.exports = { createConfig, SINGLETONS };
