// Builds the BFF for Node 20: one CommonJS file, bff/dist/main.js. Packages from node_modules stay
// external (resolved at run time from the repository's node_modules); our own @ama/* workspaces are
// TypeScript sources, so they are bundled.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const BARE_IMPORT = /^(?![./])(?!node:)[^:]+$/;

export default {
  name: 'bff',
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { main: './src/main.ts' },
  output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: true },
  devtool: 'source-map',
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (request && BARE_IMPORT.test(request) && !request.startsWith('@ama/') ? callback(undefined, `commonjs ${request}`) : callback())],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  // __dirname stays the real folder of dist/main.js: paths.ts finds bff/ and migrations/ from it.
  node: { __dirname: false, __filename: false },
  optimization: { minimize: false },
};
