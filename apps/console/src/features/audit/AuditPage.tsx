import { Page } from '../../components/Page';

export default function AuditPage() {
  return <Page title="AuditPage">準備中</Page>;
}
