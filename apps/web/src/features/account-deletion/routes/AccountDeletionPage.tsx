import { useQuery } from '@apollo/client/react';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import text from '../../../components/ui/text.module.css';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { ACCOUNT_DELETION_PREVIEW } from '../api/account-deletion-documents';
import { useDataDownload } from '../api/use-data-download';
import { DeletionFacts, FactSection } from '../components/DeletionFacts';
import styles from './AccountDeletionPage.module.css';

/** 退会, first step: what happens with this fan's figures, and the data download. */
export default function AccountDeletionPage() {
  const { data, error } = useQuery(ACCOUNT_DELETION_PREVIEW, { fetchPolicy: 'network-only' });
  useQueryErrorRedirect(error);
  const { download, loading } = useDataDownload();
  const t = ja.accountDeletion;
  return (
    <Page title={ja.titles.accountDeletion} backTo="/account_settings/providers">
      {!data ? (
        <Loading />
      ) : (
        <div className={styles.content}>
          <p className={text.lead}>{t.lead}</p>
          <DeletionFacts preview={data.accountDeletionPreview} />
          <FactSection title={t.downloadTitle}>
            <p className={text.note}>{t.downloadLead}</p>
            <Button variant="outlined" fullWidth disabled={loading} onClick={() => void download()}>
              {t.download}
            </Button>
          </FactSection>
          <ButtonLink to="/account_settings/delete/confirm" variant="danger" fullWidth>
            {t.next}
          </ButtonLink>
        </div>
      )}
    </Page>
  );
}
