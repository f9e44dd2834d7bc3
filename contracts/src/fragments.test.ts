import { FRAGMENTS, type FragmentId, type FragmentProps } from './fragments';

test('every fragment id is <remote federation name>/<exposed module>, once', () => {
  const ids: string[] = Object.values(FRAGMENTS);
  expect(ids.filter((id) => !/^mfe_[a-z_]+\/[A-Z][A-Za-z]+$/.test(id))).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
});

test('each constant is named after its exposed module', () => {
  const misnamed = Object.entries(FRAGMENTS).filter(([key, id]) => `${key[0]!.toUpperCase()}${key.slice(1)}` !== id.split('/')[1]);
  expect(misnamed).toEqual([]);
});

// Checked by the type check (npx tsc -b), not at run time: what a host may and may not pass.
test('the props are typed by id', () => {
  const addToCart: FragmentProps['mfe_cart_checkout/AddToCartButton'] = { sku: 'R-1', quantity: 2, onBeforeAdd: () => true };
  // @ts-expect-error the sku is required
  const withoutSku: FragmentProps['mfe_cart_checkout/AddToCartButton'] = { quantity: 2 };
  // @ts-expect-error a fragment without props takes none
  const badge: FragmentProps['mfe_cart_checkout/MiniCart'] = { count: 2 };
  const signup: FragmentProps[typeof FRAGMENTS.newsletterSignup] = { variant: 'page' };
  // @ts-expect-error not a fragment
  const unknown: FragmentId = 'mfe_cart_checkout/MiniCard';
  expect([addToCart, withoutSku, badge, signup, unknown]).toHaveLength(5);
});
