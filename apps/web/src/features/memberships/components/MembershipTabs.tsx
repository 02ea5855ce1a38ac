import type { KeyboardEvent } from 'react';
import * as ja from '../../../messages/ja';
import type { MembershipsTab } from '../model/memberships-tab';
import styles from './MembershipList.module.css';

const TABS: MembershipsTab[] = ['registered', 'unregistered'];
export const tabId = (tab: MembershipsTab) => `memberships-tab-${tab}`;
export const panelId = 'memberships-panel';

/** The two list tabs; arrow keys move between them as the ARIA tabs pattern expects. */
export function MembershipTabs({
  tab,
  onChange,
}: {
  tab: MembershipsTab;
  onChange: (t: MembershipsTab) => void;
}) {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = tab === 'registered' ? 'unregistered' : 'registered';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div role="tablist" aria-label={ja.memberships.tabsLabel} className={styles.tabs} onKeyDown={onKey}>
      {TABS.map((t) => (
        <button
          key={t}
          id={tabId(t)}
          type="button"
          role="tab"
          aria-selected={t === tab}
          aria-controls={panelId}
          tabIndex={t === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(t)}
        >
          {ja.memberships[t]}
        </button>
      ))}
    </div>
  );
}
