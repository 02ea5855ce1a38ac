import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { TextField } from '../../../components/ui/TextField';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { PAYMENT_RECEIPT } from '../api/payment-history-documents';
import { ReceiptSheet } from '../components/ReceiptSheet';
import { ADDRESSEE_MAX } from '../model/receipt-display';
import styles from './ReceiptPage.module.css';

const t = ja.paymentHistory.receipt;
/** Another fan's payment, an id that is none, or a voucher not yet paid: the same "no receipt". */
const NO_RECEIPT: readonly string[] = [ErrorCode.NotFound, ErrorCode.BadUserInput];

export default function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const { data, error } = useQuery(PAYMENT_RECEIPT, { variables: { paymentId } });
  const missing =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => NO_RECEIPT.includes(String(e.extensions?.code)));
  useQueryErrorRedirect(missing ? undefined : error);
  // The 宛名 lives on this page only: typed for this printout, never sent or stored.
  const [addressee, setAddressee] = useState('');
  // While this page is open, printing shows the receipt alone (ReceiptPage.module.css).
  useEffect(() => {
    document.documentElement.classList.add(styles.printing!);
    return () => document.documentElement.classList.remove(styles.printing!);
  }, []);

  return (
    <Page title={ja.titles.receipt} backTo="/payments/history">
      {missing ? (
        <EmptyState title={t.notFound} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <div className={styles.controls}>
            <TextField
              label={t.addresseeLabel}
              hint={t.addresseeHint}
              value={addressee}
              maxLength={ADDRESSEE_MAX}
              autoComplete="organization"
              onChange={(e) => setAddressee(e.target.value)}
            />
          </div>
          <ReceiptSheet receipt={data.paymentReceipt} addressee={addressee} />
          <div className={styles.controls}>
            <Button variant="outlined" fullWidth onClick={() => window.print()}>
              {t.print}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}
