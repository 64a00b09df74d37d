import { useSyncExternalStore } from 'react';
import { toRole, type TRole } from '@collably/shared/constants/roles';
import type { TSession } from '@collably/shared/schemas/auth';

/** Local-storage keys of spec §3; the role is read from here by the route guards. */
export const StorageKey = {
  userId: 'userid',
  role: 'role',
  userName: 'username',
  email: 'email',
  token: 'token',
  base64Image: 'base64Image',
  image: 'image',
  couponShown: 'couponShown',
  refUserId: 'refuserid',
  name: 'name',
} as const;

export type Session = {
  userId: number;
  role: TRole;
  name: string;
  email: string;
  userName: string | null;
  token: string;
  profilePic: string | null;
  couponShown: boolean;
};

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

function read(): Session | null {
  const token = localStorage.getItem(StorageKey.token);
  const userId = Number(localStorage.getItem(StorageKey.userId));
  if (!token || !userId) return null;
  return {
    userId,
    role: toRole(Number(localStorage.getItem(StorageKey.role) ?? 0)),
    name: localStorage.getItem(StorageKey.name) ?? '',
    email: localStorage.getItem(StorageKey.email) ?? '',
    userName: localStorage.getItem(StorageKey.userName) || null,
    token,
    profilePic: localStorage.getItem(StorageKey.image) || null,
    couponShown: localStorage.getItem(StorageKey.couponShown) === 'true',
  };
}

/** The same object while storage is unchanged, as useSyncExternalStore requires. */
export function getSession(): Session | null {
  // A page's first paint rendered on the server is a visitor's (app/render-page.tsx).
  if (typeof localStorage === 'undefined') return null;
  const raw = [
    StorageKey.token,
    StorageKey.userId,
    StorageKey.role,
    StorageKey.name,
    StorageKey.email,
    StorageKey.image,
    StorageKey.couponShown,
  ]
    .map((k) => localStorage.getItem(k) ?? '')
    .join('|');
  if (cached?.raw !== raw) cached = { raw, session: read() };
  return cached.session;
}

const notify = () => listeners.forEach((l) => l());

export function saveSession(data: TSession, token: string): void {
  localStorage.setItem(StorageKey.token, token);
  localStorage.setItem(StorageKey.userId, String(data.userID));
  localStorage.setItem(StorageKey.role, String(data.roleID));
  localStorage.setItem(StorageKey.name, data.name);
  localStorage.setItem(StorageKey.email, data.email);
  localStorage.setItem(StorageKey.userName, data.userName ?? '');
  localStorage.setItem(StorageKey.image, data.profilePic ?? '');
  localStorage.setItem(StorageKey.couponShown, String(data.couponShown));
  notify();
}

export function updateSession(changes: Partial<Pick<Session, 'name' | 'profilePic' | 'couponShown'>>): void {
  if (changes.name !== undefined) localStorage.setItem(StorageKey.name, changes.name);
  if (changes.profilePic !== undefined) localStorage.setItem(StorageKey.image, changes.profilePic ?? '');
  if (changes.couponShown !== undefined)
    localStorage.setItem(StorageKey.couponShown, String(changes.couponShown));
  notify();
}

/** Logout and the 401/500/0 rule: all local storage goes (spec §2, §8). */
export function clearSession(): void {
  localStorage.clear();
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSession = () => useSyncExternalStore(subscribeSession, getSession, () => null);
