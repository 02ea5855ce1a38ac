import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast at the bottom of the screen (hidden again after TOAST_DURATION_MS). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Spec section 9: toasts disappear after 3 seconds. */
export const TOAST_DURATION_MS = 3000;
