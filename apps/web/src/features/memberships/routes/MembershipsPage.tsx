import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { MembershipTabs, panelId, tabId } from '../components/MembershipTabs';
import { RegisteredList } from '../components/RegisteredList';
import { UnregisteredList } from '../components/UnregisteredList';
import { parseMembershipsTab, type MembershipsTab } from '../model/memberships-tab';

/** /memberships?tab=registered|unregistered: the creators the fan supports, and the others. */
export default function MembershipsPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseMembershipsTab(params.get('tab'));
  // The tab lives in the URL so Back and reloads keep it; switching tabs is not a new history step.
  const show = (next: MembershipsTab) => setParams({ tab: next }, { replace: true });

  return (
    <Page title={ja.titles.memberships} backTo="/home">
      <MembershipTabs tab={tab} onChange={show} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {tab === 'registered' ? (
          <RegisteredList onShowUnregistered={() => show('unregistered')} />
        ) : (
          <UnregisteredList />
        )}
      </div>
    </Page>
  );
}
