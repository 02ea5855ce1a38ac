import type { ComponentPropsWithoutRef } from 'react';
import { SelectField } from './Field';

export interface PointTypeOption {
  id: number;
  name: string;
  unit: string;
}

/** The kind of point a code or a grant gives, by name and unit. */
export function PointTypeSelect({
  pointTypes,
  ...select
}: { pointTypes: readonly PointTypeOption[] } & ComponentPropsWithoutRef<'select'>) {
  return (
    <SelectField label="ポイントの種類" {...select}>
      {pointTypes.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}（{t.unit}）
        </option>
      ))}
    </SelectField>
  );
}
