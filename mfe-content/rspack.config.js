const { createConfigs } = require('../rspack.base.js');

module.exports = createConfigs({
  dir: __dirname,
  name: 'mfe_content',
  port: 3005,
  exposes: { './app': './src/bootstrap.tsx' },
});
