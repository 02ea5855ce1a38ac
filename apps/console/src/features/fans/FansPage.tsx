import { Page } from '../../components/Page';

export default function FansPage() {
  return <Page title="FansPage">準備中</Page>;
}
