import { listing, withArgs } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  SetUpProjectMutation,
  SetUpProjectMutationVariables,
  WhoamiQuery,
  WhoamiQueryVariables,
} from '../graphql/generated/operations';

// Who is signed in, and the project's first step.

const WHOAMI: TypedDocumentNode<WhoamiQuery, WhoamiQueryVariables> = gql`
  query Whoami {
    me {
      uid
      email
      projectId
    }
  }
`;

const SET_UP_PROJECT: TypedDocumentNode<SetUpProjectMutation, SetUpProjectMutationVariables> = gql`
  mutation SetUpProject($n: String!) {
    setUpProject(name: $n) {
      id
      name
    }
  }
`;

export const PROJECT = [
  listing({ name: 'whoami', summary: 'The signed-in operator and project.', document: WHOAMI }),
  withArgs({
    name: 'setup-project',
    usage: 'setup-project --name <name>',
    summary: 'Creates (or renames) the project: the first step on an empty database.',
    document: SET_UP_PROJECT,
    args: [{ name: 'name', field: 'n', type: 'string', required: true, help: 'display name' }],
  }),
];
