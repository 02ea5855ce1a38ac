import { describe, expect, it } from 'vitest';
import { codeOf, harnessForFile } from './support/harness';
import { factories } from './support/factories';

const UPDATE = `mutation($input: UpdateListenerProfileInput!) {
  updateListenerProfile(input: $input) { name email birthDate gender }
}`;
const PROFILE = '{ listenerProfile { name email birthDate gender } }';

describe('updateListenerProfile', () => {
  const h = harnessForFile({}, (h) => factories(h).terms());

  it('updates the fields given and leaves the others', async () => {
    const fan = await h.signedInListener();
    const result = await h.gql(
      UPDATE,
      { input: { name: 'みなと', birthDate: '2000-02-29', gender: 'female' } },
      { token: fan.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateListenerProfile).toEqual({
      name: 'みなと',
      email: fan.email,
      birthDate: '2000-02-29',
      gender: 'female',
    });
    const reset = await h.gql(UPDATE, { input: { resetBirthDate: true } }, { token: fan.token });
    expect(reset.data?.updateListenerProfile).toMatchObject({ name: 'みなと', birthDate: null });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'select@example.com' }, 'email'],
    [{ name: '   ' }, 'name'],
    [{ name: 'あ'.repeat(51) }, 'name'],
    [{ name: 'abc\u202Egnp' }, 'name'],
    [{ name: 'み\u200Bなと' }, 'name'],
    [{ name: '\u2066みなと\u2069' }, 'name'],
    [{ birthDate: '2001-02-29' }, 'birthDate'],
    [{ birthDate: '2999-01-01' }, 'birthDate'],
    [{ birthDate: '2000-01-01', resetBirthDate: true }, 'birthDate'],
    [{ name: 'ok', email: 'bad' }, 'email'],
    [{}, 'input'],
  ])('refuses %j with BAD_USER_INPUT and changes nothing', async (input, field) => {
    const fan = await h.signedInListener();
    const before = (await h.gql(PROFILE, {}, { token: fan.token })).data;
    const result = await h.gql(UPDATE, { input }, { token: fan.token });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
    expect((await h.gql(PROFILE, {}, { token: fan.token })).data).toEqual(before);
  });

  it('refuses an unknown gender value at the schema', async () => {
    const fan = await h.signedInListener();
    const result = await h.gql(UPDATE, { input: { gender: 'robot' } }, { token: fan.token });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data ?? null).toBeNull();
  });

  it("changes only the caller's own profile", async () => {
    const a = await h.signedInListener();
    const b = await h.signedInListener();
    await h.gql(UPDATE, { input: { name: 'Aさん' } }, { token: a.token });
    expect((await h.gql(PROFILE, {}, { token: b.token })).data?.listenerProfile.name).not.toBe('Aさん');
  });
});
