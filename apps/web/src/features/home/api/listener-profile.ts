import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ListenerProfileData {
  listenerProfile: { id: string; databaseId: number; name: string };
}

export const LISTENER_PROFILE: TypedDocumentNode<ListenerProfileData, Record<string, never>> = gql`
  query ListenerProfile {
    listenerProfile {
      id
      databaseId
      name
    }
  }
`;
