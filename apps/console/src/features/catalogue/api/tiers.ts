import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArchiveTierMutation,
  ArchiveTierMutationVariables,
  CreateTierMutation,
  CreateTierMutationVariables,
  SetTierPriceMutation,
  SetTierPriceMutationVariables,
  UnarchiveTierMutation,
  UnarchiveTierMutationVariables,
  UpdateTierMutation,
  UpdateTierMutationVariables,
} from '../../../graphql/generated/operations';

export const CREATE_TIER: TypedDocumentNode<CreateTierMutation, CreateTierMutationVariables> = gql`
  mutation CreateTier($input: CreateTierInput!) {
    createTier(input: $input) {
      id
      title
    }
  }
`;

export const UPDATE_TIER: TypedDocumentNode<UpdateTierMutation, UpdateTierMutationVariables> = gql`
  mutation UpdateTier($input: UpdateTierInput!) {
    updateTier(input: $input) {
      id
      title
      description
      hasTrial
      restricted
      premiumChat
      voiceCall
      meetingTickets
      meetingMinutes
    }
  }
`;

export const ARCHIVE_TIER: TypedDocumentNode<ArchiveTierMutation, ArchiveTierMutationVariables> = gql`
  mutation ArchiveTier($id: Int!) {
    archiveTier(id: $id) {
      id
      archivedAt
    }
  }
`;

export const UNARCHIVE_TIER: TypedDocumentNode<UnarchiveTierMutation, UnarchiveTierMutationVariables> = gql`
  mutation UnarchiveTier($id: Int!) {
    unarchiveTier(id: $id) {
      id
      archivedAt
    }
  }
`;

export const SET_TIER_PRICE: TypedDocumentNode<SetTierPriceMutation, SetTierPriceMutationVariables> = gql`
  mutation SetTierPrice($input: SetTierPriceInput!) {
    setTierPrice(input: $input) {
      id
      months
      konbini
      price
    }
  }
`;
