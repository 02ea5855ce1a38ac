import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import { useCardRenewals } from '../../../entities/renewal/api/use-card-renewals';
import { RenewalNotices } from '../../../entities/renewal/components/RenewalNotice';
import { CardShortcut } from '../components/CardShortcut';
import { DeleteCardButton } from '../components/DeleteCardButton';
import { SavedCardView } from '../components/SavedCardView';
import styles from './CardDetailsPage.module.css';

export default function CardDetailsPage() {
  const { data, error } = useQuery(PAYMENT_METHOD);
  useQueryErrorRedirect(error);
  const card = data?.paymentMethod;
  const renewals = useCardRenewals();

  return (
    <Page title={ja.titles.cardDetails} backTo="/home">
      <RenewalNotices renewals={renewals} />
      {!data ? (
        <Loading />
      ) : card ? (
        <>
          <SavedCardView card={card} />
          <DeleteCardButton paymentMethodId={card.paymentMethodId} />
        </>
      ) : (
        <EmptyState title={ja.card.empty} />
      )}
      {data && (
        <div className={styles.actions}>
          <ButtonLink
            to="/payments/card/form"
            state={{ paymentMethodId: card?.paymentMethodId ?? '' }}
            fullWidth
          >
            {card ? ja.card.registerAnother : ja.card.registerNew}
          </ButtonLink>
          <CardShortcut />
        </div>
      )}
    </Page>
  );
}
