import { createShopStore } from './store';
import { MAX_VISIBLE_TOASTS, notify, toastActions } from './toast-slice';
import { selectToasts } from './selectors';

describe('toast queue', () => {
  it('queues toasts in order with generated ids and serialisable actions', () => {
    const store = createShopStore();
    store.dispatch(toastActions.push({ type: 'success', message: 'Added to cart', actions: [{ label: 'View cart', href: '/cart' }] }));
    store.dispatch(toastActions.push({ type: 'warning', title: 'Careful', message: 'Low stock', width: 'wide' }));

    const toasts = selectToasts(store.getState());
    expect(toasts.map((t) => t.message)).toEqual(['Added to cart', 'Low stock']);
    expect(toasts[0]?.id).toEqual(expect.any(String));
    expect(toasts[0]?.id).not.toBe(toasts[1]?.id);
    expect(JSON.parse(JSON.stringify(toasts))).toEqual(toasts);
  });

  it('dismisses a toast by id; notify returns that id', () => {
    const store = createShopStore();
    const first = notify(store.dispatch, { type: 'info', message: 'One' });
    notify(store.dispatch, { type: 'info', message: 'Two' });
    store.dispatch(toastActions.dismiss(first));
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['Two']);
  });

  it('shows an identical toast only once while it is visible', () => {
    const store = createShopStore();
    notify(store.dispatch, { type: 'danger', title: 'Request failed', message: '503 Service Unavailable' });
    notify(store.dispatch, { type: 'danger', title: 'Request failed', message: '503 Service Unavailable' });
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('keeps at most the newest toasts', () => {
    const store = createShopStore();
    for (let i = 1; i <= MAX_VISIBLE_TOASTS + 2; i += 1) notify(store.dispatch, { type: 'info', message: `n${i}` });
    const messages = selectToasts(store.getState()).map((t) => t.message);
    expect(messages).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(messages.at(-1)).toBe(`n${MAX_VISIBLE_TOASTS + 2}`);
    expect(messages).not.toContain('n1');
  });
});
