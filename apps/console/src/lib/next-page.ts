import { gql } from '@apollo/client';

/** What CursorPages reads of a keyset-paged list's page to offer the next one. */
export const NEXT_PAGE = gql`
  fragment NextPage on PageInfo {
    hasNextPage
    endCursor
  }
`;
