import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/ui/toast-context';
import { routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';
import { DELETE_PAYMENT_METHOD, PAYMENT_METHOD } from './card-documents';

/** Deletes the saved card; the API treats an already-deleted card (another tab) as success. */
export function useDeleteCard() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(DELETE_PAYMENT_METHOD, {
    update: (cache) => cache.writeQuery({ query: PAYMENT_METHOD, data: { paymentMethod: null } }),
  });

  const deleteCard = async (paymentMethodId: string) => {
    try {
      await mutate({ variables: { paymentMethodId } });
      toast.success(ja.card.deleted);
    } catch (e) {
      if (!routedCodeOf(e)) toast.error(ja.common.genericError);
    }
  };
  return { deleteCard, deleting: loading };
}
