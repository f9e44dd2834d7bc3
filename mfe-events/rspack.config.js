const { createConfigs } = require('../rspack.base.js');

module.exports = createConfigs({
  dir: __dirname,
  name: 'mfe_events',
  port: 3004,
  exposes: { './app': './src/bootstrap.tsx' },
});
