import { Page } from '../../components/Page';

export default function CreatorPage() {
  return <Page title="CreatorPage">準備中</Page>;
}
