export { rootReducer, injectSlice, injectReducer, type RootState, type LazyLoadedSlices } from './root-reducer';
export { createShopStore, createRequestStore, getShopStore, type ShopStore, type ShopStoreOptions, type AppDispatch } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { uiSlice, uiActions, initialUiState, type UiState } from './ui-slice';
export { toastSlice, toastActions, notify, MAX_VISIBLE_TOASTS, type Toast, type ToastInput, type ToastAction } from './toast-slice';
export * from './selectors';
export { installRouteReset, BEFORE_ROUTING_EVENT } from './route-reset';
export { modalSlice, modalActions, selectCurrentModal, type ModalInput, type ShopModal } from './modal-slice';
