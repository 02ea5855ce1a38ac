import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';
import { useToast } from '../../../components/ui/toast-context';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import type {
  DeletePaymentMethodMutation,
  DeletePaymentMethodMutationVariables,
} from '../../../graphql/generated/operations';
import { failureMessage, routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';

const DELETE_PAYMENT_METHOD: TypedDocumentNode<
  DeletePaymentMethodMutation,
  DeletePaymentMethodMutationVariables
> = gql`
  mutation DeletePaymentMethod($paymentMethodId: String!) {
    deletePaymentMethod(paymentMethodId: $paymentMethodId) {
      deleted
    }
  }
`;

/**
 * Deletes the saved card; the API treats an already-deleted card (another tab) as success. While a
 * card membership renews on it the API refuses, naming the memberships: that reason is kept for a
 * dialog (it is too long for a 3-second toast).
 */
export function useDeleteCard() {
  const toast = useToast();
  const [blocked, setBlocked] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(DELETE_PAYMENT_METHOD, {
    update: (cache) => cache.writeQuery({ query: PAYMENT_METHOD, data: { paymentMethod: null } }),
  });

  const deleteCard = async (paymentMethodId: string) => {
    try {
      await mutate({ variables: { paymentMethodId } });
      toast.success(ja.card.deleted);
    } catch (e) {
      const conflict = CombinedGraphQLErrors.is(e)
        ? e.errors.find((err) => err.extensions?.code === ErrorCode.Conflict)
        : undefined;
      if (conflict) setBlocked(conflict.message);
      else if (!routedCodeOf(e)) toast.error(failureMessage(e));
    }
  };
  return { deleteCard, deleting: loading, blocked, dismissBlocked: () => setBlocked(null) };
}
