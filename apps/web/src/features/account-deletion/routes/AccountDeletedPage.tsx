import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Page } from '../../../components/ui/Page';
import text from '../../../components/ui/text.module.css';
import * as ja from '../../../messages/ja';
import styles from './AccountDeletionPage.module.css';

/** After 退会: signed out already; nothing of the account is left to show. */
export default function AccountDeletedPage() {
  const t = ja.accountDeletion;
  return (
    <Page title={ja.titles.accountDeleted}>
      <div className={styles.content}>
        <h2>{t.doneTitle}</h2>
        <p className={text.lead}>{t.doneBody}</p>
        <ButtonLink to="/" fullWidth>
          {t.doneTop}
        </ButtonLink>
      </div>
    </Page>
  );
}
