import { toastSlice } from './toast-slice';
import { uiSlice } from './ui-slice';
import type { RootState } from './root-reducer';

export const { selectUi, selectMobileMenuOpen, selectHeaderOpen, selectWelcomeModalOpen, selectOpenMenus } = uiSlice.selectors;

/** `useAppSelector(selectIsMenuOpen('shop'))` */
export const selectIsMenuOpen =
  (id: string) =>
  (state: RootState): boolean =>
    uiSlice.selectors.selectIsMenuOpen(state, id);

export const { selectToasts } = toastSlice.selectors;
