import { EmailField } from '../../../components/ui/EmailField';
import type { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import text from '../../../components/ui/text.module.css';

/** The konbini e-mail (the voucher details are sent there) and what happens next. */
export function PointKonbiniEmail({ field }: { field: ReturnType<typeof useValidatedField> }) {
  return (
    <>
      <EmailField field={field} hint={ja.pointPayment.konbiniEmailHint} />
      <p className={text.note}>{ja.pointPayment.konbiniNote}</p>
    </>
  );
}
