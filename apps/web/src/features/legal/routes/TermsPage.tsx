import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useToast } from '../../../components/ui/toast-context';
import { formatJstDate } from '../../../lib/format';
import { failureMessage, routedCodeOf } from '../../../lib/graphql-errors';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { APPROVE_LATEST_TERMS, LATEST_TERMS } from '../api/terms';
import styles from './TermsPage.module.css';
import text from '../../../components/ui/text.module.css';

export default function TermsPage() {
  const { data, error } = useQuery(LATEST_TERMS);
  useQueryErrorRedirect(error);
  const [approve, { loading: approving }] = useMutation(APPROVE_LATEST_TERMS);
  const navigate = useNavigate();
  const toast = useToast();

  const onAgree = async () => {
    try {
      await approve();
      navigate('/home', { replace: true });
    } catch (e) {
      if (!routedCodeOf(e)) toast.error(failureMessage(e));
    }
  };

  const terms = data?.latestTermsAndConditions;
  return (
    <Page title={ja.terms.title}>
      <p className={text.lead}>{ja.terms.lead}</p>
      {!terms ? (
        <Loading />
      ) : (
        <article className={styles.doc}>
          <h2 className={styles.docTitle}>{terms.title}</h2>
          <p className={styles.meta}>
            {ja.terms.version(terms.version)}・{ja.terms.publishedAt(formatJstDate(terms.publishedAt))}
          </p>
          <div className={styles.body} tabIndex={0}>
            {terms.body}
          </div>
        </article>
      )}
      <div className={styles.actions}>
        <Button fullWidth disabled={!terms || approving} onClick={() => void onAgree()}>
          {ja.terms.agree}
        </Button>
      </div>
    </Page>
  );
}
