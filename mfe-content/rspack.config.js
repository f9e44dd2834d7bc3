const { createConfig } = require('../rspack.base.js');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_content',
  port: 3005,
  exposes: { './app': './src/bootstrap.tsx' },
});
