import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { getApolloClient } from '../lib/apollo-client';

/** Lazy layout for every screen but the landing page, so Apollo stays out of the first chunk. */
export default function DataLayout() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
