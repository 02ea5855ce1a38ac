export const maintenance = {
  title: 'メンテナンス中',
  body: 'ただいまシステムメンテナンスを行っております。ご不便をおかけしますが、しばらくお待ちください。',
  until: (endsAt: string) => `${endsAt} まで`,
  periodLabel: '終了予定',
} as const;
