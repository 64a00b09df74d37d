import { useSyncExternalStore } from 'react';

/** 'b' brand or 'i' influencer (spec §2), in register or login mode. */
export type JoinAs = 'b' | 'i';
export type JoinMode = 'register' | 'login';
export type JoinModalState = { isOpen: boolean; as: JoinAs; mode: JoinMode };

let state: JoinModalState = { isOpen: false, as: 'b', mode: 'register' };
const listeners = new Set<() => void>();
const set = (next: JoinModalState) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Any page may open the Join modal (header buttons, footer links, Continue on a profile). */
export const joinModal = {
  open: (as: JoinAs, mode: JoinMode = 'register') => set({ isOpen: true, as, mode }),
  switchMode: (mode: JoinMode) => set({ ...state, mode }),
  close: () => set({ ...state, isOpen: false }),
};

export const useJoinModal = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
