import { Page } from '../../components/Page';

export default function PointTypesPage() {
  return <Page title="PointTypesPage">準備中</Page>;
}
