import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast, type ToastMessage } from './Toast';
import { TOAST_DURATION_MS, ToastContext, type ToastApi, type ToastKind } from './toast-context';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const nextId = useRef(1);

  const show = useCallback((kind: ToastKind, message: string) => {
    setToast({ id: nextId.current++, kind, message });
  }, []);

  // A new message restarts the 3 s timer.
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const api = useMemo<ToastApi>(
    () => ({ success: (m) => show('success', m), error: (m) => show('error', m) }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toast toast={toast} />
    </ToastContext.Provider>
  );
}
