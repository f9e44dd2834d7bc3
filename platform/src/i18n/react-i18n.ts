// react-i18next reaches the apps through platform instead of being a Module Federation shared module of
// its own, like react-router (routing/router.ts): a shared module is never tree-shaken, and platform is a
// singleton, so there is still one i18next instance and one translation context on the page. Apps import
// these from @ama/platform, never from 'react-i18next' or 'i18next' (the architecture test checks it).
export { Trans, useTranslation } from 'react-i18next';
