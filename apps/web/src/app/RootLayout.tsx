import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ToastProvider } from '../components/ui/ToastProvider';
import styles from './RootLayout.module.css';

export function RootLayout() {
  // Lazy screens load on navigation; a thin bar shows that something is happening.
  const navigation = useNavigation();
  return (
    <ToastProvider>
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <div className={styles.frame}>
        <Outlet />
      </div>
      <ScrollRestoration />
    </ToastProvider>
  );
}
