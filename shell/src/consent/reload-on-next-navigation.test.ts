import { reloadOnNextNavigation } from './reload-on-next-navigation';

const route = (newUrl: string) => {
  const cancelNavigation = jest.fn();
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl, cancelNavigation } }));
  return cancelNavigation;
};

test('the next navigation after a changed choice is a full load of its target, once', () => {
  const assign = jest.fn();
  reloadOnNextNavigation(assign);
  const cancel = route('http://localhost/en/cookie-policy');
  expect(cancel).toHaveBeenCalled();
  expect(assign).toHaveBeenCalledWith('http://localhost/en/cookie-policy');

  // The full load replaces the page; should it not happen, later navigations are left alone.
  expect(route('http://localhost/en/about-us')).not.toHaveBeenCalled();
  expect(assign).toHaveBeenCalledTimes(1);
});

test('can be called off', () => {
  const assign = jest.fn();
  reloadOnNextNavigation(assign)();
  route('http://localhost/en/about-us');
  expect(assign).not.toHaveBeenCalled();
});
