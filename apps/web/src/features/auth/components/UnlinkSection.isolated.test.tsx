import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/ToastProvider';
import { UnlinkSection } from './UnlinkSection';

// The Auth Emulator never answers auth/requires-recent-login: inject it through a fake Firebase.
const unlink = vi.fn();
const signOut = vi.fn(async () => {});
vi.mock('../../../lib/load-firebase', () => ({
  loadFirebase: async () => ({
    getFirebaseAuth: () => ({ authStateReady: async () => {}, currentUser: { uid: 'u1' } }),
    unlink,
    signOut,
  }),
}));

function setup(providers: { providerId: string; email: string | null }[]) {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      { path: '/g', element: <UnlinkSection providerId="google.com" providers={providers} /> },
      { path: '/sign_in', element: <p>login screen</p> },
      { path: '/account_settings/providers', element: <p>providers screen</p> },
    ],
    { initialEntries: ['/g'] },
  );
  render(
    <ApolloProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApolloProvider>,
  );
  return userEvent.setup();
}

const two = [
  { providerId: 'google.com', email: 'g@example.com' },
  { providerId: 'apple.com', email: 'a@example.com' },
];

describe('UnlinkSection', () => {
  it('blocks unlinking the only sign-in method', async () => {
    const user = setup([two[0]!]);
    await user.click(screen.getByRole('button', { name: '連携を解除する' }));
    expect(screen.getByRole('dialog', { name: '連携を解除できません' }).textContent).toContain(
      '他に連携しているアカウントがないため、連携を解除できません。',
    );
    expect(unlink).not.toHaveBeenCalled();
  });

  it('opens the re-login dialog on requires-recent-login; キャンセル keeps the user, ログアウト signs out', async () => {
    unlink.mockRejectedValue({ code: 'auth/requires-recent-login' });
    const user = setup(two);
    await user.click(screen.getByRole('button', { name: '連携を解除する' }));
    await user.click(screen.getAllByRole('button', { name: '連携を解除する' }).at(-1)!);
    await screen.findByRole('dialog', { name: '再ログインが必要です' });
    expect(unlink).toHaveBeenCalledWith({ uid: 'u1' }, 'google.com');
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog', { name: '再ログインが必要です' })).toBeNull();
    expect(signOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '連携を解除する' }));
    await user.click(screen.getAllByRole('button', { name: '連携を解除する' }).at(-1)!);
    await user.click(await screen.findByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('unlinks with two methods linked and returns to the providers screen', async () => {
    unlink.mockResolvedValue(undefined);
    const user = setup(two);
    await user.click(screen.getByRole('button', { name: '連携を解除する' }));
    await user.click(screen.getAllByRole('button', { name: '連携を解除する' }).at(-1)!);
    expect(await screen.findByText('providers screen')).toBeTruthy();
  });
});
