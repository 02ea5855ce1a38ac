import { Page } from '../../components/Page';

export default function CreatorsPage() {
  return <Page title="CreatorsPage">準備中</Page>;
}
