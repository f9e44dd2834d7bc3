const { createConfigs } = require('../rspack.base.js');

// The shell's HTML is served for every page path (/en/cart, /de/guides/4c …), so its own assets need an
// absolute public path; remotes keep 'auto' and work from any origin. Its server build adds the server
// entry (src/server/index.tsx) the BFF requires to render pages.
module.exports = createConfigs({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  publicPath: '/shell/',
});
