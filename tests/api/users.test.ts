import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, LIMITS, type LoginData, type ProfileData, type RegisterData } from '@spectrum/shared';
import { fileTestApi, refusal } from '../support/api';
import { createUser, fileBlob, pngImage } from '../support/fixtures';

const { api, client } = await fileTestApi();

let counter = 0;
const freshEmail = () => `person-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;

const fieldsOf = (response: { body: { errors?: { field: string }[] } }) =>
  (response.body.errors ?? []).map((error) => error.field).sort();

async function usersWithEmail(email: string) {
  return api.db.query<{ id: number; email: string; password_hash: string; role: number }>(
    'SELECT id, email, password_hash, role FROM users WHERE lower(email) = lower($1)',
    [email],
  );
}

async function profileRow(userId: number) {
  const rows = await api.db.query<Record<string, unknown>>(
    'SELECT email, role, display_name, gender, image_key, store_name, store_desc FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

async function avatarFiles(): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(api.uploadsDir, 'avatars'))).sort();
  } catch {
    return [];
  }
}

describe('POST /users/register', () => {
  it('creates a customer with an argon2id hash and answers 201 with the spec text', async () => {
    const email = freshEmail();
    const response = await client.post<RegisterData>('/users/register', { email, password: 'long-enough-1', roles: 1 });
    expect(response.status).toBe(201);
    expect(response.body.msg).toBe(`Congrats! ${email} register success`);
    expect(response.body.data).toEqual({ id: expect.any(Number), email, roles_id: 1 });

    const [row] = await usersWithEmail(email);
    expect(row!.id).toBe(response.body.data.id);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password_hash).not.toContain('long-enough-1');
    expect((await client.post('/auth/login', { email, password: 'long-enough-1' })).status).toBe(200);
  });

  it('accepts the role as a form string and stores the email in lower case', async () => {
    const email = freshEmail();
    const response = await client.post<RegisterData>('/users/register', {
      email: email.toUpperCase(),
      password: 'long-enough-2',
      roles: '2',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ email, roles_id: 2 });
  });

  it('refuses an email that already exists in any case with 409', async () => {
    const email = freshEmail();
    expect((await client.post('/users/register', { email, password: 'long-enough-3', roles: 1 })).status).toBe(201);
    const duplicate = await client.post('/users/register', {
      email: email.toUpperCase(),
      password: 'other-pass-4',
      roles: 2,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual(refusal(409, 'Email Already Exist', 'EMAIL_TAKEN'));
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with the same email succeed', async () => {
    const email = freshEmail();
    const statuses = (
      await Promise.all([
        client.post('/users/register', { email, password: 'long-enough-5', roles: 1 }),
        client.post('/users/register', { email: email.toUpperCase(), password: 'long-enough-6', roles: 2 }),
      ])
    )
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('names every bad field with a 400 and writes nothing', async () => {
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const bad = await client.post('/users/register', { email: 'not-an-email', password: 'short', roles: 3 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['email', 'password', 'roles']);
    const empty = await client.post('/users/register', {});
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual(['email', 'password', 'roles']);
    const after = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('GET /users/profile', () => {
  it('answers the caller own profile', async () => {
    const seller = await createUser(api.db, { role: 2 });
    await api.db.query(`UPDATE users SET store_name = 'Oak & Co', image_key = 'avatars/abc123' WHERE id = $1`, [
      seller.id,
    ]);
    const response = await client.get<ProfileData>('/users/profile', seller.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: seller.id,
      email: seller.email,
      role: 2,
      display_name: null,
      gender: null,
      image: '/uploads/avatars/abc123-large.webp',
      store_name: 'Oak & Co',
      store_desc: null,
    });
  });

  it('refuses without a token', async () => {
    const response = await client.get('/users/profile');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(refusal(401, 'You have to login first', 'LOGIN_REQUIRED'));
  });
});

describe('PATCH /users/profile/edit', () => {
  it('writes the known fields sent as JSON and answers the updated profile', async () => {
    const user = await createUser(api.db, { role: 2 });
    const response = await client.patch<ProfileData>(
      '/users/profile/edit',
      { display_name: ' Ana ', gender: 'female', store_name: 'Ana Home', store_desc: 'Chairs and lamps' },
      user.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Congrats! Data success change');
    expect(response.body.data).toMatchObject({
      id: user.id,
      display_name: 'Ana',
      gender: 'female',
      store_name: 'Ana Home',
      store_desc: 'Chairs and lamps',
      image: null,
    });
    expect((await client.get<ProfileData>('/users/profile', user.token)).body.data).toEqual(response.body.data);
  });

  it('skips empty fields and ignores unknown ones', async () => {
    const user = await createUser(api.db);
    await client.patch('/users/profile/edit', { display_name: 'Budi', store_desc: 'Kept' }, user.token);
    const response = await client.patch<ProfileData>(
      '/users/profile/edit',
      { display_name: '', store_desc: '   ', gender: 'male', email: 'hijack@example.test', role: 2, image_key: 'x' },
      user.token,
    );
    expect(response.status).toBe(200);
    expect(await profileRow(user.id)).toEqual({
      email: user.email,
      role: 1,
      display_name: 'Budi',
      gender: 'male',
      image_key: null,
      store_name: null,
      store_desc: 'Kept',
    });
  });

  it('names bad fields with a 400 and writes nothing', async () => {
    const user = await createUser(api.db);
    const response = await client.patch(
      '/users/profile/edit',
      { display_name: 'Fine', gender: 'robot', store_name: 'x'.repeat(81) },
      user.token,
    );
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['gender', 'store_name']);
    expect((await profileRow(user.id))!.display_name).toBeNull();
  });

  it('stores an uploaded avatar as WebP, serves it, and deletes the one it replaces', async () => {
    const user = await createUser(api.db);
    const first = new FormData();
    first.set('display_name', 'Citra');
    first.set('image', fileBlob(await pngImage(), 'image/png'), 'me.png');
    const response = await client.form<ProfileData>('PATCH', '/users/profile/edit', first, user.token);
    expect(response.status).toBe(200);
    expect(response.body.data.display_name).toBe('Citra');
    const firstUrl = response.body.data.image!;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]+-large\.webp$/);
    const served = await fetch(`${api.origin}${firstUrl}`);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const firstKey = (await profileRow(user.id))!.image_key as string;
    expect(await api.storage.exists(`${firstKey}-thumb.webp`)).toBe(true);

    const second = new FormData();
    second.set('image', fileBlob(await pngImage(32, 32, '#a0522d'), 'image/png'), 'me2.png');
    const replaced = await client.form<ProfileData>('PATCH', '/users/profile/edit', second, user.token);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image).not.toBe(firstUrl);
    expect(replaced.body.data.display_name).toBe('Citra');
    expect(await api.storage.exists(`${firstKey}-large.webp`)).toBe(false);
    expect(await api.storage.exists(`${firstKey}-thumb.webp`)).toBe(false);
  });

  it('refuses a text file renamed as an image with 415 and changes nothing', async () => {
    const user = await createUser(api.db);
    const filesBefore = await avatarFiles();
    const form = new FormData();
    form.set('display_name', 'Should not be saved');
    form.set('image', fileBlob(Buffer.from('just some text, not a picture\n'), 'image/png'), 'photo.png');
    const response = await client.form('PATCH', '/users/profile/edit', form, user.token);
    expect(response.status).toBe(415);
    expect(response.body.msg).toBe(API_MESSAGES.notAnImage);
    expect(await profileRow(user.id)).toMatchObject({ display_name: null, image_key: null });
    expect(await avatarFiles()).toEqual(filesBefore);
  });

  it('refuses an image over 5 MB with 413 and changes nothing', async () => {
    const user = await createUser(api.db);
    const form = new FormData();
    form.set('display_name', 'Too big');
    form.set('image', fileBlob(Buffer.alloc(LIMITS.maxUploadBytes + 1024, 1), 'image/png'), 'huge.png');
    const response = await client.form('PATCH', '/users/profile/edit', form, user.token);
    expect(response.status).toBe(413);
    expect(response.body.msg).toBe(API_MESSAGES.uploadTooLarge);
    expect(await profileRow(user.id)).toMatchObject({ display_name: null, image_key: null });
  });

  it('refuses without a token', async () => {
    const form = new FormData();
    form.set('display_name', 'Anonymous');
    const response = await client.form('PATCH', '/users/profile/edit', form);
    expect(response.status).toBe(401);
  });
});

describe('PATCH /users/editpwd', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await createUser(api.db);
    const other = (await client.post<LoginData>('/auth/login', { email: user.email, password: user.password })).body
      .data.token;
    const response = await client.patch(
      '/users/editpwd',
      { old_password: user.password, new_password: 'a-better-password' },
      user.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Edit Password Success');

    expect((await client.get('/users/profile', user.token)).status).toBe(200);
    expect((await client.get('/users/profile', other)).status).toBe(401);
    expect((await client.post('/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await client.post('/auth/login', { email: user.email, password: 'a-better-password' })).status).toBe(200);
    const [row] = await usersWithEmail(user.email);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong old password with 401 and keeps the hash', async () => {
    const user = await createUser(api.db);
    const [before] = await usersWithEmail(user.email);
    const response = await client.patch(
      '/users/editpwd',
      { old_password: 'not-my-password', new_password: 'a-better-password' },
      user.token,
    );
    expect(response.status).toBe(401);
    expect(response.body.msg).toBe('Old password is wrong');
    const [after] = await usersWithEmail(user.email);
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await client.get('/users/profile', user.token)).status).toBe(200);
  });

  it('names bad fields with a 400', async () => {
    const user = await createUser(api.db);
    const response = await client.patch('/users/editpwd', { new_password: 'short' }, user.token);
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['new_password', 'old_password']);
  });

  it('refuses without a token', async () => {
    const response = await client.patch('/users/editpwd', { old_password: 'whatever-1', new_password: 'whatever-2' });
    expect(response.status).toBe(401);
  });
});
