import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AccountDeletionPreviewQuery,
  AccountDeletionPreviewQueryVariables,
  DeleteMyAccountMutation,
  DeleteMyAccountMutationVariables,
  MyDataExportQuery,
  MyDataExportQueryVariables,
} from '../../../graphql/generated/operations';

export type DeletionPreview = AccountDeletionPreviewQuery['accountDeletionPreview'];

export const ACCOUNT_DELETION_PREVIEW: TypedDocumentNode<
  AccountDeletionPreviewQuery,
  AccountDeletionPreviewQueryVariables
> = gql`
  query AccountDeletionPreview {
    accountDeletionPreview {
      memberships {
        creatorName
        tierTitle
        platform
        paid
        currentPeriodEnd
      }
      points {
        name
        unit
        paid
        free
      }
      savedCard {
        brand
        last4
      }
    }
  }
`;

export const MY_DATA_EXPORT: TypedDocumentNode<MyDataExportQuery, MyDataExportQueryVariables> = gql`
  query MyDataExport {
    myDataExport
  }
`;

export const DELETE_MY_ACCOUNT: TypedDocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables> =
  gql`
    mutation DeleteMyAccount($idempotencyKey: String!) {
      deleteMyAccount(idempotencyKey: $idempotencyKey) {
        deletedAt
      }
    }
  `;
