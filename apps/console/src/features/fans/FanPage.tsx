import { Page } from '../../components/Page';

export default function FanPage() {
  return <Page title="FanPage">準備中</Page>;
}
