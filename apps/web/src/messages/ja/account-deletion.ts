// 退会: what happens with this fan's memberships, points and card, the data download, the final step.
export const accountDeletion = {
  entry: '退会する',
  entryLead: 'アカウントを削除し、このサービスから退会します。',
  lead: '退会すると、アカウントは削除され元に戻せません。退会の前に、以下をご確認ください。',
  webMembershipsTitle: '終了するメンバーシップ',
  webMembershipEnds: (creator: string, tier: string) => `${creator}「${tier}」は退会と同時に終了します。`,
  webMembershipNoRefund: '現在の期間の料金は返金されません（日割りでの返金もありません）。',
  iosMembershipsTitle: 'iOSアプリで購入したメンバーシップ',
  iosMembershipContinues: (creator: string, tier: string) =>
    `${creator}「${tier}」はApp Storeの定期購入のため、退会しても自動では解約されません。`,
  iosCancelHint: 'App Storeのサブスクリプション設定から解約してください。',
  iosCancelLink: 'App Storeでサブスクリプションを管理する',
  noMemberships: '加入中のメンバーシップはありません。',
  pointsTitle: 'ポイント',
  pointsBalance: (name: string, paid: string, free: string) => `${name}：有償 ${paid}・無償 ${free}`,
  pointsForfeited:
    '未使用のポイント（有償・無償とも）は退会と同時に失効し、払い戻しはできません（資金決済法に基づき、ポイントの払い戻しは行っていません）。',
  noPoints: '保有しているポイントはありません。',
  cardTitle: '登録済みのクレジットカード',
  cardRemoved: (brand: string, last4: string) => `${brand} •••• ${last4} の登録は削除されます。`,
  noCard: '登録済みのクレジットカードはありません。',
  receiptsTitle: '領収書とお支払いの記録',
  receiptsKept:
    'お支払いの記録は、法令で定められた期間（7年間）運営者が保管します。退会後に領収書が必要な場合は、運営者へお問い合わせください。',
  downloadTitle: 'データのダウンロード',
  downloadLead:
    'プロフィール、メンバーシップとその履歴、ポイント履歴、お支払いの記録を1つのJSONファイルで保存できます。',
  download: 'データをダウンロード',
  downloaded: 'データをダウンロードしました。',
  next: '退会手続きへ進む',
  confirmTitle: '最終確認',
  confirmLead:
    '退会するとアカウントは削除され、元に戻せません。同じメールアドレスで登録し直しても、これまでのメンバーシップやポイントは引き継がれません。',
  confirmCheck: '上記の内容を確認し、退会することに同意します',
  confirmRecent: '本人確認のため、ログインから5分以内の方のみ退会できます。',
  confirm: '退会する',
  deleting: '退会手続き中…',
  reloginTitle: 'もう一度ログインしてください',
  reloginBody:
    'セキュリティのため、退会にはログインから5分以内である必要があります。ログアウトして、もう一度ログインしてから退会手続きをしてください。',
  relogin: 'ログインし直す',
  doneTitle: '退会が完了しました',
  doneBody: 'アカウントを削除しました。これまでご利用いただき、ありがとうございました。',
  doneTop: 'トップへ',
} as const;
