import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { useCurrentUser } from '../api/use-current-user';
import type { AccountProviderId } from '../model/provider-rows';
import { providerRouteState } from '../model/provider-route-state';
import { ProviderIcon } from './ProviderIcon';
import { UnlinkSection } from './UnlinkSection';
import styles from './ProviderDetail.module.css';
import { EmailText } from '../../../components/ui/EmailText';
import text from '../../../components/ui/text.module.css';

interface Props {
  providerId: AccountProviderId;
  /** More actions above unlink (the e-mail page's change e-mail / change password). */
  children?: ReactNode;
}

/**
 * A linked sign-in method: its e-mail, optional actions, and unlink. The list's route state (providers,
 * id, email) shows the page at once; the signed-in user replaces it as soon as Firebase is ready.
 */
export function ProviderDetail({ providerId, children }: Props) {
  const live = useCurrentUser();
  const passed = providerRouteState(useLocation().state, providerId);
  const ready = live.ready;
  const providers = ready || !passed ? live.providers : passed.providers;
  const name = ja.account.providers[providerId];
  const linked =
    ready || !passed
      ? providers.find((p) => p.providerId === providerId)
      : { providerId, email: passed.email };
  if (ready && !linked) return <Navigate to="/account_settings/providers" replace />;
  return (
    <Page title={name} backTo="/account_settings/providers">
      {!linked ? (
        <Loading />
      ) : (
        <>
          <div className={styles.card}>
            <span className={styles.icon}>
              <ProviderIcon providerId={providerId} />
            </span>
            <span className={styles.text}>
              <span className={text.caption}>{ja.account.linkedEmail}</span>
              <span className={styles.email}>{linked.email ? <EmailText email={linked.email} /> : name}</span>
            </span>
          </div>
          <div className={styles.actions}>
            {children}
            <UnlinkSection providerId={providerId} providers={providers} />
          </div>
        </>
      )}
    </Page>
  );
}
