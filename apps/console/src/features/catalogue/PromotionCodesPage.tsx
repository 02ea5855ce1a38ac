import { Page } from '../../components/Page';

export default function PromotionCodesPage() {
  return <Page title="PromotionCodesPage">準備中</Page>;
}
