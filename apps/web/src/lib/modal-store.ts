/**
 * The global modals of SPEC §2 (login, signup, forget password, download our
 * app) plus the logout confirmation: one open at a time, openable from
 * anywhere (features included) without importing the app layer.
 */
import { useSyncExternalStore } from 'react';

/** `milanLogin`/`milanRegister`: Milan Sathi's e-mail + password login and registration. */
export type ModalName = 'login' | 'signup' | 'forgot' | 'download' | 'logout' | 'milanLogin' | 'milanRegister';

let active: ModalName | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function openModal(name: ModalName): void {
  active = name;
  emit();
}

export function closeModal(): void {
  active = null;
  emit();
}

export function getActiveModal(): ModalName | null {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open modal, or null; re-renders when it changes. */
export function useActiveModal(): ModalName | null {
  return useSyncExternalStore(subscribe, getActiveModal, () => null);
}
