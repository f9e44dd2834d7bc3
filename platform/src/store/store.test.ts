import { createSlice } from '@reduxjs/toolkit';
import { createShopStore, getShopStore } from './store';
import { injectSlice } from './root-reducer';

const wishlistCount = createSlice({
  name: 'wishlistCount',
  initialState: { count: 0 },
  reducers: { add: (state) => void (state.count += 1) },
  selectors: { selectCount: (state) => state.count },
});

describe('shop store', () => {
  it('getShopStore returns the store the shell created', () => {
    const store = createShopStore();
    expect(getShopStore()).toBe(store);
  });

  it('holds the api cache, the UI flags and the toast queue', () => {
    const state = createShopStore().getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['api', 'ui', 'toasts']));
  });

  it('accepts preloaded state', () => {
    const store = createShopStore({ preloadedState: { toasts: { items: [{ id: 'x', type: 'info', message: 'Hi' }] } } });
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('lets a remote inject its slice into the running store', () => {
    const store = createShopStore();
    const injected = injectSlice(wishlistCount);
    store.dispatch(wishlistCount.actions.add());
    store.dispatch(wishlistCount.actions.add());
    // A real remote declares its slice on LazyLoadedSlices (see root-reducer.ts); a test must not widen
    // the program-wide RootState, so it states the injected shape here.
    const state = store.getState() as ReturnType<typeof store.getState> & { wishlistCount: { count: number } };
    expect(injected.selectors.selectCount(state)).toBe(2);
    expect(store.getState()).toMatchObject({ wishlistCount: { count: 2 } });
  });
});

describe('getShopStore in a standalone remote', () => {
  it('creates the store lazily, once', () => {
    jest.isolateModules(() => {
      // require inside isolateModules gives fresh module state, as in a remote started without the shell.
      const { getShopStore: freshGet } = require('./store') as typeof import('./store');
      const first = freshGet();
      expect(first.getState().ui.headerOpen).toBe(true);
      expect(freshGet()).toBe(first);
    });
  });
});
