export const terms = {
  title: '利用規約',
  lead: 'サービスをご利用いただくには、最新の利用規約への同意が必要です。',
  version: (version: string) => `バージョン ${version}`,
  publishedAt: (date: string) => `${date} 公開`,
  agree: '同意する',
  agreeing: '送信中…',
} as const;
