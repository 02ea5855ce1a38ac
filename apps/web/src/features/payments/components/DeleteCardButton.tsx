import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import * as ja from '../../../messages/ja';
import { useDeleteCard } from '../api/use-delete-card';

/** 削除する with its confirm dialog (spec section 8). */
export function DeleteCardButton({ paymentMethodId }: { paymentMethodId: string }) {
  const [open, setOpen] = useState(false);
  const { deleteCard, deleting } = useDeleteCard();
  const onConfirm = () => {
    setOpen(false);
    void deleteCard(paymentMethodId);
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
    </>
  );
}
