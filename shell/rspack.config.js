const { createConfig } = require('../rspack.base.js');

// The shell's HTML is served for every page path (/en/cart, /de/guides/4c …), so its own assets need an
// absolute public path; remotes keep 'auto' and work from any origin.
module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  publicPath: '/shell/',
});
