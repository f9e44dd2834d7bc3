/**
 * The one place that leaves the single-page app. A separate object so tests can observe full-page
 * navigation, which jsdom does not implement.
 */
export const browserLocation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
