import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArchivePointPackageMutation,
  ArchivePointPackageMutationVariables,
  ArchivePointTypeMutation,
  ArchivePointTypeMutationVariables,
  ConsolePointTypesQuery,
  ConsolePointTypesQueryVariables,
  CreatePointPackageMutation,
  CreatePointPackageMutationVariables,
  CreatePointTypeMutation,
  CreatePointTypeMutationVariables,
  UnarchivePointTypeMutation,
  UnarchivePointTypeMutationVariables,
} from '../../../graphql/generated/operations';
import { NEXT_PAGE } from '../../../lib/next-page';

/** One page of kinds of point with their packages and each package's card and konbini prices. */
export const CONSOLE_POINT_TYPES: TypedDocumentNode<ConsolePointTypesQuery, ConsolePointTypesQueryVariables> =
  gql`
    query ConsolePointTypes($first: Int!, $after: String) {
      pointTypesPage(first: $first, after: $after) {
        nodes {
          id
          key
          name
          displayName
          unit
          couponType
          archivedAt
          packages {
            id
            slug
            amount
            price
            archivedAt
            stripeProductId
            prices {
              id
              konbini
              konbiniFee
              price
              stripePriceId
            }
          }
        }
        pageInfo {
          ...NextPage
        }
      }
    }
    ${NEXT_PAGE}
  `;

export const CREATE_POINT_TYPE: TypedDocumentNode<CreatePointTypeMutation, CreatePointTypeMutationVariables> =
  gql`
    mutation CreatePointType($input: CreatePointTypeInput!) {
      createPointType(input: $input) {
        id
        name
      }
    }
  `;

export const ARCHIVE_POINT_TYPE: TypedDocumentNode<
  ArchivePointTypeMutation,
  ArchivePointTypeMutationVariables
> = gql`
  mutation ArchivePointType($id: Int!) {
    archivePointType(id: $id) {
      id
      archivedAt
    }
  }
`;

export const UNARCHIVE_POINT_TYPE: TypedDocumentNode<
  UnarchivePointTypeMutation,
  UnarchivePointTypeMutationVariables
> = gql`
  mutation UnarchivePointType($id: Int!) {
    unarchivePointType(id: $id) {
      id
      archivedAt
    }
  }
`;

export const CREATE_POINT_PACKAGE: TypedDocumentNode<
  CreatePointPackageMutation,
  CreatePointPackageMutationVariables
> = gql`
  mutation CreatePointPackage($input: CreatePointPackageInput!) {
    createPointPackage(input: $input) {
      id
      amount
      price
    }
  }
`;

export const ARCHIVE_POINT_PACKAGE: TypedDocumentNode<
  ArchivePointPackageMutation,
  ArchivePointPackageMutationVariables
> = gql`
  mutation ArchivePointPackage($id: Int!) {
    archivePointPackage(id: $id) {
      id
      archivedAt
    }
  }
`;
