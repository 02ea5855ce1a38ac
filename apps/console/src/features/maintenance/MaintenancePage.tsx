import { Page } from '../../components/Page';

export default function MaintenancePage() {
  return <Page title="MaintenancePage">準備中</Page>;
}
