import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

function setup(onSubmit = vi.fn(async () => {})) {
  const router = createMemoryRouter([{ path: '/', element: <LoginForm onSubmit={onSubmit} /> }]);
  render(<RouterProvider router={router} />);
  return {
    user: userEvent.setup(),
    onSubmit,
    email: screen.getByLabelText('メールアドレス'),
    password: screen.getByLabelText('パスワード'),
    button: screen.getByRole('button', { name: 'ログイン' }) as HTMLButtonElement,
  };
}

describe('LoginForm', () => {
  it('starts with a disabled button and no error text', () => {
    const { button } = setup();
    expect(button.disabled).toBe(true);
    expect(screen.queryByText(/を入力してください/)).toBeNull();
  });

  it('shows the required message only after the field is blurred', async () => {
    const { user, email, password } = setup();
    await user.click(email);
    expect(screen.queryByText('メールアドレスを入力してください')).toBeNull();
    await user.click(password); // blurs e-mail
    expect(screen.getByText('メールアドレスを入力してください')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('パスワードを入力してください')).toBeNull();
    await user.tab();
    expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
  });

  it('reports a malformed e-mail and a weak password', async () => {
    const { user, email, password, button } = setup();
    await user.type(email, 'not-an-email');
    await user.type(password, 'abcdef');
    await user.tab();
    expect(screen.getByText('メールアドレスの形式が正しくありません')).toBeTruthy();
    expect(screen.getByText('パスワードは6文字以上で英字と数字を含めてください')).toBeTruthy();
    expect(button.disabled).toBe(true);
  });

  it('keeps the button disabled while one field is wrong, enables it when both are valid', async () => {
    const { user, email, password, button, onSubmit } = setup();
    await user.type(email, 'fan@example.com');
    await user.type(password, 'abc12');
    expect(button.disabled).toBe(true);
    await user.type(password, '3');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith('fan@example.com', 'abc123');
  });

  it('disables the button while the login is in flight', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, email, password, button } = setup(onSubmit);
    await user.type(email, 'fan@example.com');
    await user.type(password, 'abc123');
    await user.click(button);
    expect(button.disabled).toBe(true);
    finish();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
  });

  it('rejects an e-mail containing SQL keywords', async () => {
    const { user, email } = setup();
    await user.type(email, 'select@example.com');
    await user.tab();
    expect(screen.getByText('メールアドレスの形式が正しくありません')).toBeTruthy();
  });
});
