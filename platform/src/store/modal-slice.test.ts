import { createShopStore } from './store';
import { modalActions, selectCurrentModal } from './modal-slice';

test('modals open one at a time, in order, and close by id', () => {
  const store = createShopStore();
  expect(selectCurrentModal(store.getState())).toBeUndefined();
  store.dispatch(modalActions.open({ type: 'warning', title: 'Engraving', message: 'At most 10 characters.' }));
  store.dispatch(modalActions.open({ type: 'success', title: 'Saved', message: 'Added to your wishlist.' }));
  const first = selectCurrentModal(store.getState())!;
  expect(first).toMatchObject({ type: 'warning', title: 'Engraving' });
  store.dispatch(modalActions.close(first.id));
  expect(selectCurrentModal(store.getState())).toMatchObject({ type: 'success', title: 'Saved' });
});
