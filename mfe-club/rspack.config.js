const { createConfigs } = require('../rspack.base.js');

module.exports = createConfigs({
  dir: __dirname,
  name: 'mfe_club',
  port: 3003,
  exposes: {
    './app': './src/bootstrap.tsx',
    './NewsletterSignup': './src/exposes/NewsletterSignup.tsx',
    './NewsletterPopup': './src/exposes/NewsletterPopup.tsx',
  },
});
