import { Link } from 'react-router';
import { Page } from '../components/Page';

export default function NotFoundPage() {
  return (
    <Page title="ページが見つかりません">
      <p>
        <Link to="/">ダッシュボードへ戻る</Link>
      </p>
    </Page>
  );
}
