import { gql, type TypedDocumentNode } from '@apollo/client';

export type Platform = 'web' | 'app';

export interface SignInV2Input {
  provider: string;
  email: string;
  platform: Platform;
  projectId: string;
}

export interface SignInV2Data {
  signInV2: {
    termsApproved: boolean;
    listenerProfile: { id: string; databaseId: number; name: string; email: string | null };
  };
}

export const SIGN_IN_V2: TypedDocumentNode<SignInV2Data, { input: SignInV2Input }> = gql`
  mutation SignInV2($input: SignInV2Input!) {
    signInV2(input: $input) {
      termsApproved
      listenerProfile {
        id
        databaseId
        name
        email
      }
    }
  }
`;

export const CREATE_CUSTOMER: TypedDocumentNode<
  { createCustomer: { created: boolean } },
  Record<string, never>
> = gql`
  mutation CreateCustomer {
    createCustomer {
      created
    }
  }
`;
