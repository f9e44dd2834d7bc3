const { createConfigs } = require('../rspack.base.js');

module.exports = createConfigs({
  dir: __dirname,
  name: 'mfe_cart_checkout',
  port: 3002,
  exposes: {
    './app': './src/bootstrap.tsx',
    './AddToCartButton': './src/exposes/AddToCartButton.tsx',
    './MiniCart': './src/exposes/MiniCart.tsx',
  },
});
