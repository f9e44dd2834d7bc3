import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ModalType } from '@ama/contracts';
import type { ToastAction } from './toast-slice';

// Modal types (docs/requirements.md#errors): declared once, in @ama/contracts (see toast-slice.ts for why); the shell's
// ModalHost hands them to shared-ui's Modal, and TypeScript checks there that it can render each one.

/**
 * A modal any app can ask the shell to show, kept serialisable like toasts: its buttons
 * either follow `href` (through safe navigation) or dispatch `{ type: event }`.
 */
export interface ModalInput {
  type: ModalType;
  title: string;
  message: string;
  actions?: ToastAction[];
}

export interface ShopModal extends ModalInput {
  id: string;
}

/** One modal at a time; a new one waits behind the open one (a queue, oldest first). */
export const modalSlice = createSlice({
  name: 'modals',
  initialState: { queue: [] as ShopModal[] },
  reducers: {
    open: {
      reducer(state, action: PayloadAction<ShopModal>) {
        state.queue.push(action.payload);
      },
      prepare: (modal: ModalInput) => ({ payload: { ...modal, id: nanoid() } }),
    },
    close(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((modal) => modal.id !== action.payload);
    },
  },
  selectors: {
    selectCurrentModal: (state): ShopModal | undefined => state.queue[0],
  },
});

export const modalActions = modalSlice.actions;
export const { selectCurrentModal } = modalSlice.selectors;
