import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import * as ja from '../../../messages/ja';
import { useDeleteCard } from '../api/delete-card';

/**
 * 削除する with its confirm dialog (spec section 8). Refused while a card membership renews on the
 * card (decision 027): a dialog names them and offers to register another card instead.
 */
export function DeleteCardButton({ paymentMethodId }: { paymentMethodId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { deleteCard, deleting, blocked, dismissBlocked } = useDeleteCard();
  const onConfirm = () => {
    setOpen(false);
    void deleteCard(paymentMethodId);
  };
  const changeCard = () => {
    dismissBlocked();
    void navigate('/payments/card/form', { state: { paymentMethodId } });
  };
  return (
    <>
      <Button variant="neutral" fullWidth disabled={deleting} onClick={() => setOpen(true)}>
        {ja.card.delete}
      </Button>
      <Dialog
        open={open}
        title={ja.card.deleteTitle}
        confirmLabel={ja.card.delete}
        danger
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
      <Dialog
        open={blocked !== null}
        title={ja.card.deleteBlockedTitle}
        confirmLabel={ja.card.changeCard}
        cancelLabel={ja.common.close}
        onConfirm={changeCard}
        onCancel={dismissBlocked}
      >
        {blocked}
      </Dialog>
    </>
  );
}
