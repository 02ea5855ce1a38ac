import { isRouteErrorResponse, useRouteError } from 'react-router';
import * as ja from '../messages/ja';
import styles from './RouterError.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** Router fallback (spec section 8): the heading followed by the error text. */
export function RouterError() {
  const error = useRouteError();
  return (
    <div className={styles.box} role="alert">
      <h2 className={styles.title}>{ja.routerError.title}</h2>
      <h3 className={styles.message}>{describe(error)}</h3>
    </div>
  );
}
