import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/ToastProvider';
import { createCache } from '../../../lib/apollo';
import { DeleteCardButton } from './DeleteCardButton';

/** The API's answer about the saved card; any mutation is recorded (and must not happen here). */
function fakeApi(renewingMemberships: string[], mutations: string[]) {
  return new ApolloLink((operation) => {
    if (operation.operationName === 'DeletePaymentMethod') mutations.push(operation.operationName);
    const data = {
      paymentMethod: { __typename: 'PaymentMethod', id: 'PaymentMethod:pm_1', renewingMemberships },
    };
    return new Observable((observer) => {
      setTimeout(() => {
        observer.next({ data });
        observer.complete();
      });
    });
  });
}

function setup(renewing: string[]) {
  const mutations: string[] = [];
  const client = new ApolloClient({ link: fakeApi(renewing, mutations), cache: createCache() });
  render(
    <MemoryRouter>
      <ToastProvider>
        <ApolloProvider client={client}>
          <DeleteCardButton paymentMethodId="pm_1" />
        </ApolloProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  return mutations;
}

describe('DeleteCardButton', () => {
  it('says why the card cannot be deleted instead of offering a confirm the API would refuse', async () => {
    const mutations = setup(['星野ミナ', '月城レイ']);
    await waitFor(() => expect(screen.getByRole('button', { name: '削除する' })).toBeTruthy());
    // Let the page's query answer first, as it does while the fan reads the card.
    await new Promise((r) => setTimeout(r, 10));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    const dialog = await screen.findByRole('dialog', { name: 'このカードは削除できません' });
    expect(dialog.textContent).toContain('星野ミナ、月城レイ');
    expect(within(dialog).queryByRole('button', { name: '削除する' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'カードを変更する' })).toBeTruthy();
    expect(mutations).toEqual([]);
  });

  it('asks to confirm when nothing renews on the card', async () => {
    setup([]);
    await new Promise((r) => setTimeout(r, 10));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    const dialog = await screen.findByRole('dialog', { name: 'クレジットカードを削除しますか？' });
    expect(within(dialog).getByRole('button', { name: '削除する' })).toBeTruthy();
  });
});
