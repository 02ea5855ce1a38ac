import { Page } from '../../components/Page';

export default function TermsPage() {
  return <Page title="TermsPage">準備中</Page>;
}
