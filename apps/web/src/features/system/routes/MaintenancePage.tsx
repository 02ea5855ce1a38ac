import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { LineIcon } from '../../../components/ui/LineIcon';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { formatJstDateTime } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import { SYSTEM_MAINTENANCE } from '../api/system-maintenance';
import styles from './MaintenancePage.module.css';
import text from '../../../components/ui/text.module.css';

export default function MaintenancePage() {
  // Always ask the server: a cached window may have ended since.
  const { data, loading } = useQuery(SYSTEM_MAINTENANCE, {
    variables: { platform: 'web' },
    fetchPolicy: 'network-only',
  });

  if (loading && !data) return <Loading fullScreen />;
  // Spec section 4: nothing to wait for, back to the app.
  if (data && !data.systemMaintenance) return <Navigate to="/home" replace />;

  const windowEnd = data?.systemMaintenance?.windowEnd;
  return (
    <Page title={ja.maintenance.title}>
      <div className={styles.box}>
        <div className={styles.icon} aria-hidden="true">
          <LineIcon
            d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z"
            size={40}
            strokeLinejoin="round"
          />
        </div>
        <p className={text.lead}>{ja.maintenance.body}</p>
        {windowEnd && (
          <div className={styles.period}>
            <span className={text.caption}>{ja.maintenance.periodLabel}</span>
            <span className={styles.until}>{ja.maintenance.until(formatJstDateTime(windowEnd))}</span>
          </div>
        )}
      </div>
    </Page>
  );
}
