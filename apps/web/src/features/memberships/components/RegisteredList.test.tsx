import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/ToastProvider';
import { createCache } from '../../../lib/apollo';
import { RegisteredList } from './RegisteredList';

// A fan with 25 memberships, served like the API's connection: `first` rows after the `after` cursor.
const FAN_MEMBERSHIPS = Array.from({ length: 25 }, (_, i) => ({
  __typename: 'SubscribedVTuber',
  id: `SubscribedVTuber:${i + 1}`,
  databaseId: i + 1,
  name: `クリエイター${String(i + 1).padStart(2, '0')}`,
  icon: '',
  subscription: 'free',
  tierTitle: 'フリー',
  willBeCanceled: false,
  willBeExpiredSoon: false,
  currentPeriodExpiresDate: null,
}));
const cursorOf = (index: number) => btoa(`row:${index}`);

function fakeApi(requests: { first: number; after: string | null }[]) {
  return new ApolloLink((operation) => {
    const { first, after = null } = operation.variables as { first: number; after?: string | null };
    requests.push({ first, after });
    const start = after ? Number(atob(after).split(':')[1]) + 1 : 0;
    const rows = FAN_MEMBERSHIPS.slice(start, start + first);
    const data = {
      subscribedVTubersConnection: {
        __typename: 'SubscribedVTuberConnection',
        edges: rows.map((node, i) => ({
          __typename: 'SubscribedVTuberConnectionEdge',
          cursor: cursorOf(start + i),
          node,
        })),
        pageInfo: {
          __typename: 'PageInfo',
          endCursor: rows.length ? cursorOf(start + rows.length - 1) : null,
          hasNextPage: start + rows.length < FAN_MEMBERSHIPS.length,
        },
      },
    };
    return new Observable((observer) => {
      setTimeout(() => {
        observer.next({ data });
        observer.complete();
      });
    });
  });
}

// The sentinel under the list: the test plays the fan scrolling it fully into view.
let observers: IntersectionObserverCallback[] = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {
    observers = observers.filter((cb) => cb !== this.callback);
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const cb of observers)
      cb([{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], {} as never);
  });

describe('RegisteredList paging', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows all 25 memberships in pages of 10, in order, none twice and none skipped', async () => {
    const requests: { first: number; after: string | null }[] = [];
    const client = new ApolloClient({ link: fakeApi(requests), cache: createCache() });
    render(
      <MemoryRouter>
        <ToastProvider>
          <ApolloProvider client={client}>
            <RegisteredList onShowUnregistered={() => {}} />
          </ApolloProvider>
        </ToastProvider>
      </MemoryRouter>,
    );
    const names = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);

    await waitFor(() => expect(names()).toHaveLength(10));
    scrollToEnd();
    expect(screen.getByRole('status')).toBeTruthy(); // the loading indicator under the list
    await waitFor(() => expect(names()).toHaveLength(20));
    scrollToEnd();
    await waitFor(() => expect(names()).toHaveLength(25));
    scrollToEnd(); // at the end: nothing more is asked for

    expect(names()).toEqual(FAN_MEMBERSHIPS.map((m) => m.name));
    expect(requests).toEqual([
      { first: 10, after: null },
      { first: 10, after: cursorOf(9) },
      { first: 10, after: cursorOf(19) },
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
