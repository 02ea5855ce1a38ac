import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/ToastProvider';
import { createCache } from '../../../lib/apollo';
import HomePage from './HomePage';

// The home query fails (the API is down): no data ever arrives.
const failingApi = new ApolloLink(
  () =>
    new Observable((observer) => {
      setTimeout(() => observer.error(new Error('network down')));
    }),
);

describe('HomePage after a failed first load', () => {
  beforeEach(() => localStorage.clear()); // a first visit: no card count from last time

  it('still offers the menu and logout, and a retry instead of endless skeletons', async () => {
    const client = new ApolloClient({ link: failingApi, cache: createCache() });
    render(
      <MemoryRouter initialEntries={['/home']}>
        <ToastProvider>
          <ApolloProvider client={client}>
            <HomePage />
          </ApolloProvider>
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('navigation', { name: 'メニュー' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
    expect(screen.getByText('メンバーシップカードを読み込めませんでした')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});
