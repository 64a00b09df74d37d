import { useSyncExternalStore } from 'react';

/** 'b' brand or 'i' influencer (spec §2), in register or login mode. */
export type JoinAs = 'b' | 'i';
export type JoinMode = 'register' | 'login';
export type JoinModalState = {
  isOpen: boolean;
  as: JoinAs;
  mode: JoinMode;
  /** Where to go after logging in (a guarded page, or the page 'Log in' was pressed on); null: spec §4. */
  returnTo: string | null;
};

let state: JoinModalState = { isOpen: false, as: 'b', mode: 'register', returnTo: null };
const listeners = new Set<() => void>();
const set = (next: JoinModalState) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Any page may open the Join modal (header buttons, footer links, Continue on a profile, a guarded page). */
export const joinModal = {
  open: (as: JoinAs, mode: JoinMode = 'register') => set({ isOpen: true, as, mode, returnTo: null }),
  /** The one login dialog of every role (issue 13), coming back to `returnTo` afterwards. */
  openLogin: (returnTo: string | null = null) => set({ ...state, isOpen: true, mode: 'login', returnTo }),
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
