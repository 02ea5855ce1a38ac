import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CheckField, SelectField, TextField } from '../components/Field';
import { useFormFields } from './use-form-fields';

function Form() {
  const { form, text, check } = useFormFields({ name: 'a', kind: '2', on: false });
  return (
    <>
      <TextField label="名前" hint="40文字まで" {...text('name')} required />
      <SelectField label="種類" {...text('kind')}>
        <option value="1">1</option>
        <option value="2">2</option>
      </SelectField>
      <CheckField label="限定" {...check('on')} />
      <output>{JSON.stringify(form)}</output>
    </>
  );
}

it('binds each field to its key of the form, the hint to its control', async () => {
  render(<Form />);
  const name = screen.getByLabelText('名前');
  expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-hint`);
  await userEvent.type(name, 'bc');
  await userEvent.selectOptions(screen.getByLabelText('種類'), '1');
  await userEvent.click(screen.getByLabelText('限定'));
  expect(screen.getByRole('status').textContent).toBe('{"name":"abc","kind":"1","on":true}');
});
