import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, withEmailBreaks } from './EmailText';

describe('EmailText', () => {
  it('offers a line break only before @ and each dot', () => {
    const { container } = render(<EmailText email="long.name@mail.example.co.jp" />);
    expect(container.innerHTML).toContain('long<wbr>.name<wbr>@mail<wbr>.example<wbr>.co<wbr>.jp');
    expect(container.textContent).toBe('long.name@mail.example.co.jp');
  });

  it('finds addresses inside a message and leaves the rest as text', () => {
    const { container } = render(<p>{withEmailBreaks('fan@example.com に確認メールを送信しました。')}</p>);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.textContent).toBe('fan@example.com に確認メールを送信しました。');
    expect(withEmailBreaks('メールはありません')).toBe('メールはありません');
  });
});
