import type { ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { getApolloClient } from '../lib/apollo';
import { chooseProject, useAuthState } from '../lib/auth-store';
import { signOutOfConsole } from '../lib/sign-out';
import styles from './Shell.module.css';

const NAV: { group?: string; to: string; label: string }[] = [
  { to: '/', label: 'ダッシュボード' },
  { group: 'カタログ', to: '/creators', label: 'クリエイター・プラン' },
  { to: '/points', label: 'ポイント・パッケージ' },
  { to: '/promotion-codes', label: 'プロモーションコード' },
  { group: 'サポート', to: '/fans', label: 'ファン' },
  { to: '/unpaid-renewals', label: '未払いの更新' },
  { group: 'レポート', to: '/unused-balance', label: '未使用残高報告' },
  { to: '/exports', label: 'エクスポート' },
  { group: '運用', to: '/terms', label: '利用規約' },
  { to: '/maintenance', label: 'メンテナンス' },
  { to: '/audit', label: '操作ログ' },
];

/** The frame of every operator screen; `refused` replaces the screens and hides the navigation. */
export function Shell({ children }: { children?: ReactNode }) {
  const auth = useAuthState();
  const navigate = useNavigate();
  const refused = children != null;
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        本文へ移動
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>VFan 運営コンソール</span>
        <div className={styles.who}>
          {auth.projects.length > 1 ? (
            <label className={styles.project}>
              プロジェクト
              <select
                value={auth.project ?? ''}
                onChange={(event) => {
                  const next = event.target.value;
                  void getApolloClient()
                    .clearStore()
                    .then(() => chooseProject(next));
                }}
              >
                {auth.projects.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            </label>
          ) : (
            auth.project && <span>プロジェクト: {auth.project}</span>
          )}
          <span className={styles.email}>{auth.email}</span>
          <button
            type="button"
            className={styles.signOut}
            onClick={() => void signOutOfConsole().then(() => navigate('/sign-in', { replace: true }))}
          >
            サインアウト
          </button>
        </div>
      </header>
      {!refused && (
        <nav className={styles.nav} aria-label="メニュー">
          <ul className={styles.navList}>
            {NAV.map((item) => (
              <li key={item.to}>
                {item.group && <div className={styles.navGroup}>{item.group}</div>}
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="main" className={styles.main} key={auth.project ?? ''}>
        {refused ? children : <Outlet />}
      </main>
    </div>
  );
}
