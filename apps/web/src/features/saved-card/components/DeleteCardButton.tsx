import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import * as ja from '../../../messages/ja';
import { CARD_RENEWING_MEMBERSHIPS } from '../api/card-renewing-memberships';
import { useDeleteCard } from '../api/delete-card';

/**
 * 削除する with its confirm dialog (spec section 8). While a card membership renews on the card the
 * API refuses (decision 027): the dialog says so, naming them, in place of the confirm, and offers to
 * register another card instead. The API's own refusal (a membership started in another tab) shows
 * the same way.
 */
export function DeleteCardButton({ paymentMethodId }: { paymentMethodId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { deleteCard, deleting, blocked, dismissBlocked } = useDeleteCard();
  const { data, refetch } = useQuery(CARD_RENEWING_MEMBERSHIPS, { fetchPolicy: 'cache-and-network' });
  const renewing = data?.paymentMethod?.renewingMemberships ?? [];
  const reason = blocked ?? (open && renewing.length > 0 ? ja.card.deleteBlockedBody(renewing) : null);
  const close = () => {
    setOpen(false);
    dismissBlocked();
  };
  const onConfirm = () => {
    setOpen(false);
    void deleteCard(paymentMethodId);
  };
  const changeCard = () => {
    close();
    void navigate('/payments/card/form', { state: { paymentMethodId } });
  };
  return (
    <>
      <Button
        variant="neutral"
        fullWidth
        disabled={deleting}
        onClick={() => {
          setOpen(true);
          // What renews on the card may have changed since the page loaded (another tab).
          void refetch().catch(() => undefined);
        }}
      >
        {ja.card.delete}
      </Button>
      {reason !== null ? (
        <Dialog
          open
          title={ja.card.deleteBlockedTitle}
          onClose={close}
          actions={
            <DialogButtons
              confirmLabel={ja.card.changeCard}
              cancelLabel={ja.common.close}
              onConfirm={changeCard}
              onCancel={close}
            />
          }
        >
          {reason}
        </Dialog>
      ) : (
        <Dialog
          open={open}
          title={ja.card.deleteTitle}
          onClose={close}
          actions={
            <DialogButtons confirmLabel={ja.card.delete} danger onConfirm={onConfirm} onCancel={close} />
          }
        />
      )}
    </>
  );
}
