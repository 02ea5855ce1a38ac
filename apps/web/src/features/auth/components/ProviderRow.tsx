import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import { PROVIDER_PATHS, type ProviderInfo, type ProviderRow as Row } from '../model/provider-rows';
import type { ProviderRouteState } from '../model/provider-route-state';
import { ProviderIcon } from './ProviderIcon';
import styles from './ProviderRow.module.css';
import text from '../../../components/ui/text.module.css';
import { EmailText } from '../../../components/ui/EmailText';

interface Props {
  row: Row;
  /** Every linked method, passed on as the detail page's route state. */
  providers: readonly ProviderInfo[];
  /** Links Google or Apple; e-mail links through its registration page instead. */
  onLink: () => void;
}

/** One sign-in method: the linked e-mail and a menu, or a 連携する button. */
export function ProviderRow({ row, providers, onLink }: Props) {
  const name = ja.account.providers[row.providerId];
  const path = PROVIDER_PATHS[row.providerId];
  const state: ProviderRouteState = { providers: [...providers], id: row.providerId, email: row.email };
  return (
    <li className={styles.row}>
      <span className={styles.icon}>
        <ProviderIcon providerId={row.providerId} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {/* The whole address, wrapping at its separators (EmailText), never cut off. */}
        <span className={text.note}>
          {row.linked ? row.email ? <EmailText email={row.email} /> : name : ja.account.notLinked}
        </span>
      </span>
      {row.linked ? (
        <Link to={path} state={state} className={styles.menu} aria-label={ja.account.menu(name)}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="5" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="19" cy="12" r="2" fill="currentColor" />
          </svg>
        </Link>
      ) : row.providerId === 'password' ? (
        <ButtonLink
          to={`${path}/register`}
          variant="outlined"
          className={styles.link}
          aria-label={`${name}を${ja.account.link}`}
        >
          {ja.account.link}
        </ButtonLink>
      ) : (
        <Button
          variant="outlined"
          className={styles.link}
          onClick={onLink}
          aria-label={`${name}を${ja.account.link}`}
        >
          {ja.account.link}
        </Button>
      )}
    </li>
  );
}
