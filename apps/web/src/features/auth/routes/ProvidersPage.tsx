import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useToast } from '../../../components/ui/toast-context';
import * as ja from '../../../messages/ja';
import { linkProvider } from '../api/provider-auth';
import { useDevChooser } from '../components/use-dev-chooser';
import type { SocialProviderId } from '../model/social-provider';
import { useAccountAction } from '../api/use-account-action';
import { useCurrentUser } from '../api/use-current-user';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ProviderRow } from '../components/ProviderRow';
import { providerRows } from '../model/provider-rows';
import styles from './ProvidersPage.module.css';
import text from '../../../components/ui/text.module.css';

/** Account settings: Apple ID, Google and e-mail, each linked (with a menu) or linkable. */
export default function ProvidersPage() {
  const { ready, providers, refresh } = useCurrentUser();
  const { run, dialogs } = useAccountAction();
  const { pick, chooser } = useDevChooser();
  const toast = useToast();

  const link = async (providerId: SocialProviderId) => {
    const done = await run('link', async (user) => (await linkProvider(user, providerId, pick)) !== null);
    if (done) toast.success(ja.account.linked);
    await refresh();
  };

  return (
    <Page title={ja.titles.accountSettings} backTo="/home">
      <p className={text.lead}>{ja.account.lead}</p>
      {!ready ? (
        <Loading />
      ) : (
        <ul className={styles.list}>
          {providerRows(providers).map((row) => (
            <ProviderRow
              key={row.providerId}
              row={row}
              providers={providers}
              onLink={() => row.providerId !== 'password' && void link(row.providerId)}
            />
          ))}
        </ul>
      )}
      <section className={styles.leave}>
        <p className={text.note}>{ja.accountDeletion.entryLead}</p>
        <ButtonLink to="/account_settings/delete" variant="text" fullWidth>
          {ja.accountDeletion.entry}
        </ButtonLink>
      </section>
      {chooser}
      {dialogs}
    </Page>
  );
}
