const { createConfigs } = require('../rspack.base.js');

// The staff's back office: no fragments for other apps, only its own pages under /staff.
module.exports = createConfigs({
  dir: __dirname,
  name: 'mfe_backoffice',
  port: 3006,
  exposes: { './app': './src/bootstrap.tsx' },
});
