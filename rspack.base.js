// One factory for every front-end build (shell and the five remotes): loaders, SWC, CSS, assets and the
// Module Federation plugin are written here once; each app's rspack.config.js only names itself.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { apiFingerprints } = require('./scripts/lib/api-fingerprint.cjs');
const { PrecompressPlugin } = require('./scripts/lib/precompress-plugin.cjs');

const root = __dirname;
const rootPackage = require('./package.json');

/**
 * Libraries every app shares as singletons, so React, the router, the store and i18n exist once on the
 * page. The range each app requires is the one its own package.json declares (sharedConfig below).
 */
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'single-spa', '@ama/platform', '@ama/shared-ui'];
// react-router, Redux Toolkit (with RTK Query), react-redux, i18next and react-i18next are bundled inside
// @ama/platform, which re-exports what the apps use (platform/src/routing/router.ts, i18n/react-i18n.ts,
// store/, api/): shared modules are never tree-shaken, and platform is a singleton, so each still has one
// copy, one store context and one translation context on the page (docs/adr-002-runtime-composition.md).
// @ama/contracts is deliberately not shared: it holds no state, and bundling it per app lets tree
// shaking keep zod out of apps that only need its constants.

/** 'react/jsx-runtime' → 'react', '@scope/name/sub' → '@scope/name' (contracts' release gate reads it the same way). */
const packageOf = (shared) =>
  shared
    .split('/')
    .slice(0, shared.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The version of the copy an app's build bundles: its own node_modules first (npm nests a copy there when
 * the app declares a range the hoisted copy does not satisfy), then the repository's. Apps are folders
 * of the repository root, so these two are the whole of Node's lookup for them.
 */
function installedVersion(dir, pkg) {
  for (const base of [dir, root]) {
    const file = path.join(base, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${pkg} is shared but not installed for ${dir}: run npm install`);
}

/**
 * Each singleton at the range the app's package.json declares for its package: what a team asks for is
 * what its mf-manifest.json requires and what the release gate checks against the shell's version
 * (docs/delivery.md). Taking it from the installed copy instead made a declared `react ^20` invisible:
 * the build, and the release, came out byte for byte the same. A package the app does not declare (it
 * comes with another) is required at the installed copy's major. `version` is what the app provides: the
 * shell's is the version the gate compares every remote's range with.
 */
function sharedConfig(names, dir) {
  const { dependencies = {}, peerDependencies = {} } = require(path.join(dir, 'package.json'));
  return Object.fromEntries(
    names.map((name) => {
      const pkg = packageOf(name);
      const version = installedVersion(dir, pkg);
      const requiredVersion = dependencies[pkg] ?? peerDependencies[pkg] ?? `^${version}`;
      return [name, { singleton: true, requiredVersion, version }];
    }),
  );
}

/**
 * Writes dist/remote.json: the remote's name, version, route patterns (from src/route-patterns.json) and
 * where its server build is. The BFF builds its default registry from these files, so a new route needs
 * no change in the shell. `sharedApi` is the public API of @ama/platform and @ama/shared-ui the app was
 * built against (scripts/lib/api-fingerprint.cjs); the shell's remote.json carries its name, version and
 * that only, for the release gate to compare (docs/delivery.md).
 */
class RemoteDescriptorPlugin {
  constructor(descriptor) {
    this.descriptor = descriptor;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteDescriptorPlugin', stage: 0 }, () => {
        const { name, version, patterns } = this.descriptor;
        // Relative to the folder of mf-manifest.json: the registry turns it into a URL next to the manifest.
        const routing = patterns ? { routes: Object.values(patterns), serverEntry: `${SERVER_DIR}/remoteEntry.js` } : {};
        const descriptor = { name, version, ...routing, sharedApi: apiFingerprints() };
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('remote.json', new RawSource(JSON.stringify(descriptor, null, 2)));
      });
    });
  }
}

/** An app's optional JSON source file (route patterns), or `fallback` when it has none. */
const readJsonIfExists = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);

/** The Node build goes into dist/server/, next to the browser build it mirrors. */
const SERVER_DIR = 'server';

/** Shared by both targets: modes, loaders, SWC, CSS and asset rules, and the constants the code reads. */
function baseConfig({ dir, production, target }) {
  const appPackage = require(path.join(dir, 'package.json'));
  const server = target === 'node';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'cheap-module-source-map',
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
        // Pictures and clips are files at one root path, /images/<name>.<hash>.<ext>, in both builds. A remote's
        // server build cannot know where its browser build is served from (public path '' against
        // 'auto'), so an address relative to either would differ between the server's HTML and the
        // hydrating browser; this one is the same, and the BFF serves /images/ from every build and
        // release it has (bff/src/web/static-assets.ts). On a dev server (no server build) it is the
        // browser's own. The server build names the files but does not write them again.
        {
          test: /\.(svg|png|jpe?g|webp|avif|gif|webm|mp4)$/,
          type: 'asset/resource',
          generator: {
            filename: 'images/[name].[contenthash:8][ext]',
            ...(process.argv.includes('serve') ? {} : { publicPath: '/' }),
            ...(server ? { emit: false } : {}),
          },
        },
        // Fonts stay next to the build's code (assets/), found from the browser's public path.
        { test: /\.woff2?$/, type: 'asset/resource', generator: server ? { emit: false } : undefined },
      ],
      // The server renders markup only: class names are plain, the browser build ships the CSS.
      generator: server ? { 'css/auto': { exportsOnly: true } } : undefined,
    },
    optimization: {
      minimize: production,
      minimizer: [
        // rspack's default JavaScript minifier, named because `minimizer` replaces the defaults.
        new rspack.SwcJsMinimizerRspackPlugin(),
        // CSS for the browsers the JavaScript targets (es2022): without targets it is lowered for 2016
        // browsers into :-webkit-any()/:-moz-any() rules, larger and invalid for the HTML checker.
        new rspack.LightningCssMinimizerRspackPlugin({
          minimizerOptions: { targets: 'chrome >= 94, edge >= 94, firefox >= 93, safari >= 16.4, ios_saf >= 16.4' },
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_VERSION__: JSON.stringify(appPackage.version || rootPackage.version),
      }),
    ],
  };
}

/** How a browser build names its files: by content in production (the BFF caches them for a year). */
const browserFileNames = (production) => ({
  filename: production ? '[name].[contenthash:8].js' : '[name].js',
  chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
  cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
  cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
  assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
});

/** Module Federation options both builds of an app share: its container, its manifest, its singletons. */
const federationBase = ({ dir, name, exposes, shared }) => ({
  name,
  filename: 'remoteEntry.js',
  exposes,
  shared: sharedConfig(shared, dir),
  // With 'version-first' one unreachable remote keeps the whole page from rendering (docs/toolchain.md).
  shareStrategy: 'loaded-first',
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
});

/**
 * The federation runtime's ES module builds, for the browser builds. Rspack imports Module Federation's
 * bundler runtime by `require.resolve` (its CommonJS build, which pulls in the CommonJS runtime and SDK
 * whole), so `experiments.optimization` below would remove nothing: its flags are constants the
 * minifier can only drop code behind in ES modules. Same packages, same versions, one copy each (the
 * shell's external-runtime plugin is pointed at the same ES build of runtime-core).
 */
const federationEsmRuntime = () => {
  // Each package's CommonJS entry (what require.resolve finds) → the ES module beside it.
  const esm = (pkg) => path.join(path.dirname(require.resolve(pkg)), 'index.js');
  return {
    [require.resolve('@module-federation/webpack-bundler-runtime')]: esm('@module-federation/webpack-bundler-runtime'),
    [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: esm('@module-federation/inject-external-runtime-core-plugin'),
    '@module-federation/runtime': esm('@module-federation/runtime'),
  };
};

const isProduction = () =>
  // `rspack serve` (npm run dev -w <app>) builds for development unless NODE_ENV says otherwise.
  process.env.NODE_ENV ? process.env.NODE_ENV !== 'development' : !process.argv.includes('serve');

/**
 * The shell's startup code in few files: every page needs all of its shared libraries (React, the store,
 * i18n, the router inside platform, the design system) before its islands hydrate, and each file of its
 * own is a request and a script evaluation more on a phone's slow network (~20 files otherwise).
 */
/** A library's script (not its stylesheet: the fonts' CSS stays with the design system's). */
const LIBRARY_SCRIPT = /[\\/]node_modules[\\/].*\.[cm]?js$/;
/**
 * A chunk loaded on demand, by the `lazy-` prefix of its name: the BFF preloads neither it nor what it
 * alone needs (bff/src/web/shell-assets.ts reads the same prefix).
 */
const isOnDemand = (chunk) => (chunk.name ?? '').startsWith('lazy-');

/** A chunk of the startup: loaded asynchronously (not the entry), and not on demand. */
const isStartup = (chunk) => !chunk.canBeInitial() && !isOnDemand(chunk);
/** React and the DOM renderer with its scheduler. */
const REACT_SCRIPT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.[cm]?js$/;

const STARTUP_CHUNKS = {
  chunks: 'async',
  cacheGroups: {
    // The asynchronous chunks' libraries (main.js, the entry, keeps the federation runtime), except
    // what only on-demand chunks need (e.g. zod for a registry fetched later).
    // React's DOM renderer in a file of its own: it is half of the libraries, and a browser compiles
    // each file in a task of its own (a 440 KB file was one long task on a phone).
    react: { test: REACT_SCRIPT, name: 'libraries-react', chunks: isStartup, enforce: true, priority: 20 },
    libraries: { test: LIBRARY_SCRIPT, name: 'libraries', chunks: isStartup, enforce: true, priority: 10 },
    lazyLibraries: { test: LIBRARY_SCRIPT, name: 'lazy-libraries', chunks: isOnDemand, enforce: true, priority: 5 },
    // The real-user beacon's web-vitals stays in the beacon's own on-demand chunk (docs/rum.md): a sampled
    // page loads that one file after its load event, not the other on-demand chunks' libraries with it.
    rum: { test: /[\\/]node_modules[\\/]web-vitals[\\/]/, name: 'lazy-rum', chunks: isOnDemand, enforce: true, priority: 15 },
  },
};

/**
 * The browser build of an app.
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
  const production = isProduction();
  const appPackage = require(path.join(dir, 'package.json'));
  const routes = readJsonIfExists(path.join(dir, 'src', 'route-patterns.json'), null);
  const base = baseConfig({ dir, production, target: 'web' });
  return {
    ...base,
    name: `${name}-web`,
    target: ['web', 'es2022'],
    // Off for `rspack serve` too (the CLI turns it on for web builds unless a config says): a remote's lazy
    // chunk asks its dev server to compile it by a request the shop's origin receives, which 404s, and the
    // remote died NOT_MOUNTED in the dev loop of docs/delivery.md.
    lazyCompilation: false,
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...federationEsmRuntime() } },
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // 'auto' derives the public path from the script's own URL, so the same build works behind the
      // all-in-one server (/remotes/<name>/) and on its own origin (http://host:port/).
      publicPath,
      ...browserFileNames(production),
      uniqueName: name,
      // The server build (dist/server/) is written after this one (see createConfigs).
      clean: true,
    },
    optimization: { ...base.optimization, splitChunks: html ? STARTUP_CHUNKS : base.optimization.splitChunks },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        ...federationBase({ dir, name, exposes, shared: SINGLETONS }),
        runtimePlugins,
        experiments: {
          // The shell ships the federation runtime once and remotes borrow it, instead of each remote's
          // remoteEntry.js carrying its own copy (~35 KB compressed each).
          ...(html ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: {
            // Browsers register remotes by their remoteEntry.js (the registry's `entry`), never by an
            // mf-manifest.json: the runtime's manifest (snapshot) support is compiled out.
            disableSnapshot: true,
            // Browser builds only: no Node script loading in the bundle.
            target: 'web',
            // Remotes consume no remote: another remote's fragment is loaded by the shell's runtime
            // (platform's fragment loader, provided by the shell), so their containers carry no
            // remote-loading code. The shell loads every remote and keeps it.
            disableRemote: !html,
          },
        },
      }),
      new RemoteDescriptorPlugin({ name, version: appPackage.version, patterns: routes }),
      // Brotli files beside the scripts and stylesheets, served to browsers that accept them.
      production && new PrecompressPlugin(),
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
      // Every page path answers the shell's HTML, which the dev server holds under the public path
      // (/shell/index.html): a fallback to /index.html answered "Cannot GET /en/about-us".
      historyApiFallback: html && { index: `${publicPath === 'auto' ? '/' : publicPath}index.html` },
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The BFF answers the API and serves the remotes and every build's pictures (/images/, one root path).
      proxy: html ? [{ context: ['/api', '/remotes', '/images'], target: process.env.AMA_BFF_URL || 'http://127.0.0.1:8080' }] : [],
    },
  };
}

/**
 * A browser build without Module Federation, beside an app's federated one in the same dist/: the
 * shell's first script (shell/src/first.ts), which every page evaluates before it needs any framework
 * code. A federated build puts the federation runtime into every entry it has (about 85 KB), so a
 * script without it has to be a build of its own (docs/adr-012-load-on-need.md). It runs after the
 * federated build, which cleans dist/, and shares nothing with it at run time but the page's state
 * object (shell/src/runtime/page-state.ts).
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.name         the build's name (`<name>-web` is the federated one it follows)
 * @param {Record<string,string>} options.entry
 * @param {string} options.publicPath
 * @param {object[]} [options.plugins]
 */
function createPlainConfig({ dir, name, entry, publicPath, plugins = [] }) {
  const production = isProduction();
  const base = baseConfig({ dir, production, target: 'web' });
  return {
    ...base,
    name,
    target: ['web', 'es2022'],
    lazyCompilation: false,
    entry,
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      ...browserFileNames(production),
      // Its own chunk-loading global: the federated build's chunks on the same page are another runtime's.
      uniqueName: name.replace(/\W/g, '_'),
      clean: false,
    },
    plugins: [...base.plugins, production && new PrecompressPlugin(), ...plugins].filter(Boolean),
  };
}

/** Browser-only libraries the server build neither needs nor shares. */
const BROWSER_ONLY = new Set(['react-dom/client', 'single-spa']);

/**
 * The Node build of an app, for server rendering (docs/adr-006-server-rendering.md): a federation
 * container loaded at run time by the shell's server entry, like the browser loads the browser build.
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.name
 * @param {Record<string,string>} [options.exposes]  server modules (remotes: './ssr')
 * @param {Record<string,string>} [options.entry]    entry points (the shell: its server entry)
 */
function createServerConfig({ dir, name, exposes = {}, entry = {}, publicPath = '' }) {
  const production = isProduction();
  const base = baseConfig({ dir, production, target: 'node' });
  return {
    ...base,
    name: `${name}-node`,
    target: 'async-node',
    entry,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // Empty for a remote: its chunks are found next to the container's own URL (file: or http(s):);
      // 'auto' would look for a <script> element. The shell's server entry, required from disk, takes
      // the browser build's absolute path, which also makes its asset URLs the browser's.
      publicPath,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Same names as the browser build, which serves the files (the server build does not write them).
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${name}_server`,
      // The server entry is required by the BFF: module.exports is its (promised) exports.
      library: Object.keys(entry).length > 0 ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        ...federationBase({ dir, name, exposes, shared: SINGLETONS.filter((shared) => !BROWSER_ONLY.has(shared)) }),
        // module.exports is the container itself (a named library would hide it under that name).
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), NODE_LOADER_PLUGIN],
        experiments: { asyncStartup: true },
      }),
    ],
  };
}

/** Loads server entries and chunks with deadlines, status checks and file: URLs (platform/src/ssr). */
const NODE_LOADER_PLUGIN = path.join(root, 'platform', 'src', 'ssr', 'node-loader-plugin.ts');

/**
 * Both builds of an app: the browser build and, unless running a dev server, the server build. A remote
 * exposes './ssr' (src/ssr.ts) to the server; the shell adds its server entry (src/server/index.tsx).
 */
function createConfigs(options) {
  const web = createConfig(options);
  if (process.argv.includes('serve')) return web;
  const { dir, name } = options;
  const shellEntry = path.join(dir, 'src', 'server', 'index.tsx');
  const remoteSsr = path.join(dir, 'src', 'ssr.ts');
  const server = fs.existsSync(shellEntry)
    ? createServerConfig({ dir, name, entry: { server: './src/server/index.tsx' }, publicPath: options.publicPath })
    : createServerConfig({ dir, name, exposes: fs.existsSync(remoteSsr) ? { './ssr': './src/ssr.ts' } : {} });
  // One after the other: the browser build cleans dist/, the server build then writes dist/server/.
  return [web, { ...server, dependencies: [web.name] }];
}

module.exports = { createConfig, createServerConfig, createConfigs, createPlainConfig, SINGLETONS, SERVER_DIR };
