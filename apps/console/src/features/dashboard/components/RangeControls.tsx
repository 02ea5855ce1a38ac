import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/Field';
import { useFormFields } from '../../../lib/use-form-fields';
import { PRESETS, presetRange } from '../model/date-range';
import styles from '../DashboardPage.module.css';

export interface Range {
  from: string;
  to: string;
  by: 'DAY' | 'MONTH';
}

/** The range (JST days, both included) by preset or by hand, and per day or per month. */
export function RangeControls({ range, onChange }: { range: Range; onChange: (next: Range) => void }) {
  const { form, text, setForm } = useFormFields({ from: range.from, to: range.to });
  const { from, to } = form;
  return (
    <div className={styles.controls}>
      <div className={styles.presets} role="group" aria-label="期間のプリセット">
        {PRESETS.map((p) => {
          const r = presetRange(p.id, new Date());
          const active = r.from === range.from && r.to === range.to;
          return (
            <Button
              key={p.id}
              small
              variant="secondary"
              className={active ? styles.pressed : undefined}
              aria-pressed={active}
              onClick={() => {
                setForm({ from: r.from, to: r.to });
                onChange({ ...r, by: p.id === '12m' ? 'MONTH' : range.by });
              }}
            >
              {p.label}
            </Button>
          );
        })}
      </div>
      <form
        className={styles.controls}
        onSubmit={(e) => {
          e.preventDefault();
          if (from && to && from <= to) onChange({ from, to, by: range.by });
        }}
      >
        <TextField label="開始日" type="date" {...text('from')} required />
        <TextField label="終了日" type="date" {...text('to')} required />
        <Button type="submit" small>
          表示
        </Button>
      </form>
      <SelectField
        label="集計単位"
        value={range.by}
        onChange={(e) => onChange({ ...range, by: e.target.value as Range['by'] })}
      >
        <option value="DAY">日別</option>
        <option value="MONTH">月別</option>
      </SelectField>
    </div>
  );
}
