import { useRouteError } from 'react-router';

/** A screen's chunk failed to load or threw: say so and offer a reload (a new build, a lost network). */
export function RouterError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: 32 }}>
      <h1>画面を表示できませんでした</h1>
      <p>ページを再読み込みしてください。</p>
      <button type="button" onClick={() => window.location.reload()}>
        再読み込み
      </button>
    </main>
  );
}
