export const validation = {
  required: (field: string) => `${field}を入力してください`,
  format: (field: string) => `${field}の形式が正しくありません`,
  weakPassword: 'パスワードは6文字以上で英字と数字を含めてください',
  tooLong: '入力できる文字数を超えています',
} as const;
