const { createConfig } = require('../rspack.base.js');
const { StaticLayoutPlugin } = require('./static-layout.js');

// The shell's HTML is served for every page path (/en/cart, /de/guides/4c …), so its own assets need an
// absolute public path; remotes keep 'auto' and work from any origin.
const config = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  publicPath: '/shell/',
});
config.plugins.push(new StaticLayoutPlugin());
module.exports = config;
