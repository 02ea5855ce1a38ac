import { Page } from '../../components/Page';

export default function DashboardPage() {
  return <Page title="DashboardPage">準備中</Page>;
}
