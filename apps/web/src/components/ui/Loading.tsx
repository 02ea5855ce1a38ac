import * as ja from '../../messages/ja';
import styles from './Loading.module.css';

export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={[styles.wrap, fullScreen ? styles.fullScreen : ''].join(' ')}>
      <div role="status" aria-label={ja.common.loading} className={styles.spinner} />
    </div>
  );
}
