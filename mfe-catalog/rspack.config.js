const { createConfigs } = require('../rspack.base.js');

module.exports = createConfigs({
  dir: __dirname,
  name: 'mfe_catalog',
  port: 3001,
  exposes: {
    './app': './src/bootstrap.tsx',
    './WishlistLink': './src/exposes/WishlistLink.tsx',
    './WishlistStrip': './src/exposes/WishlistStrip.tsx',
  },
});
