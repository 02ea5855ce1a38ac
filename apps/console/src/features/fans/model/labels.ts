// The API's codes in the words support uses with fans.
const KIND: Record<string, string> = {
  purchase: '購入',
  coupon: 'クーポン',
  spend: '利用',
  refund: '返金',
  adjustment: '調整',
};
const METHOD: Record<string, string> = { card: 'カード', konbini: 'コンビニ' };
const PURCHASE_STATUS: Record<string, string> = {
  succeeded: '支払い済み',
  pending: '支払い待ち',
  processing: '処理中',
  requires_action: '認証待ち',
  failed: '失敗',
  canceled: 'キャンセル',
  expired: '期限切れ',
};
const RENEWAL_STATUS: Record<string, string> = { open: '未払い', recovered: '回収済み', ended: '終了' };

const label = (table: Record<string, string>, code: string | null | undefined) =>
  code ? (table[code] ?? code) : '—';

export const kindLabel = (code: string) => label(KIND, code);
export const methodLabel = (code: string | null | undefined) => label(METHOD, code);
export const purchaseStatusLabel = (code: string) => label(PURCHASE_STATUS, code);
export const renewalStatusLabel = (code: string) => label(RENEWAL_STATUS, code);
export const bucketLabel = (code: string) => (code === 'paid' ? '有償' : code === 'free' ? '無償' : code);
