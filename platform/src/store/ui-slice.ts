import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** UI state, shared by the layout and every remote. */
export interface UiState {
  mobileMenuOpen: boolean;
  headerOpen: boolean;
  welcomeModalOpen: boolean;
  /** Open submenus by menu id. */
  openMenus: Record<string, boolean>;
}

export const initialUiState: UiState = {
  mobileMenuOpen: false,
  headerOpen: true,
  welcomeModalOpen: false,
  openMenus: {},
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    setMobileMenuOpen(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    toggleMobileMenu(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    setHeaderOpen(state, action: PayloadAction<boolean>) {
      state.headerOpen = action.payload;
    },
    setWelcomeModalOpen(state, action: PayloadAction<boolean>) {
      state.welcomeModalOpen = action.payload;
    },
    setMenuOpen(state, action: PayloadAction<{ id: string; open: boolean }>) {
      const { id, open } = action.payload;
      if (open) state.openMenus[id] = true;
      else delete state.openMenus[id];
    },
    closeAllMenus(state) {
      state.openMenus = {};
    },
    /** docs/requirements.md#navigation: before each navigation the mobile menu and open submenus close; the rest stays. */
    routeChanged(state) {
      state.mobileMenuOpen = false;
      state.openMenus = {};
    },
  },
  selectors: {
    selectUi: (state) => state,
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectHeaderOpen: (state) => state.headerOpen,
    selectWelcomeModalOpen: (state) => state.welcomeModalOpen,
    selectOpenMenus: (state) => state.openMenus,
    selectIsMenuOpen: (state, id: string) => state.openMenus[id] === true,
  },
});

export const uiActions = uiSlice.actions;
