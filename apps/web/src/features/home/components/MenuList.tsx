import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import { MenuIcon, type MenuIconName } from './MenuIcon';
import styles from './MenuList.module.css';

const ITEMS: { icon: MenuIconName; to: string }[] = [
  { icon: 'points', to: '/points' },
  { icon: 'memberships', to: '/memberships?tab=unregistered' },
  { icon: 'card', to: '/payments/card/details' },
  { icon: 'paymentHistory', to: '/payments/history' },
  { icon: 'promotionCodes', to: '/promotion_codes' },
  { icon: 'accountSettings', to: '/account_settings/providers' },
];

export function MenuList() {
  return (
    <nav aria-label={ja.home.menuTitle}>
      <ul className={styles.list}>
        {ITEMS.map(({ icon, to }) => (
          <li key={to} className={styles.item}>
            <Link to={to} className={styles.row}>
              <span className={styles.icon}>
                <MenuIcon name={icon} />
              </span>
              <span className={styles.label}>{ja.home.menu[icon]}</span>
              <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
