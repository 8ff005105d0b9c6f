// The profile update as multipart/form-data (the picture: content check, size limit, resize, metadata, storage,
// removal), the NRIC rules of a multipart update, the NRIC lock after an accepted identity check, and the
// profile's newsletter flag.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { userAddresses, users } from '../src/db/schema';
import {
  API,
  createTestApp,
  loginWithCookie,
  registerMember,
  WEB_ORIGIN,
  type TestContext,
  type TestMember,
} from './helpers/test-app';
import { multipartBody, type MultipartFile } from './helpers/multipart';
import { announceProfileChange } from '../src/modules/auth/profile-cache';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Teduh ${access}` });

function patchMultipart(
  member: TestMember,
  fields: Record<string, string>,
  files: MultipartFile[] = [],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'PATCH',
    url: `${API}/me/`,
    headers: { ...bearer(member.access), ...body.headers, ...headers },
    payload: body.payload,
  });
}

const picture = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): MultipartFile => ({
  field: 'profile_picture',
  filename,
  contentType,
  data,
});

/** A landscape photo with EXIF that says "turn me 90°", a copyright note and a camera model. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b6e63' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Secret place', Model: 'Phone X' } })
    .toBuffer();
}

const pathOf = (url: string) => new URL(url).pathname;
const PICTURE_URL = /^http:\/\/localhost:80\/auth\/api\/v1\/me\/picture\/[A-Za-z0-9_-]{43}\.webp$/;

describe('PATCH auth/api/v1/me/ as multipart/form-data', () => {
  it('changes the names and stores the picture upright, at most 512x512, as WebP without metadata', async () => {
    const member = await registerMember(t.app);
    const response = await patchMultipart(member, { first_name: 'Siti', last_name: 'Aminah' }, [
      picture(await jpegWithExif()),
    ]);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({ first_name: 'Siti', last_name: 'Aminah', full_name: 'Siti Aminah' });
    expect(profile.profile_picture).toMatch(PICTURE_URL);

    const served = await t.app.inject({ method: 'GET', url: pathOf(profile.profile_picture) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    // 1200x800 turned upright by the EXIF orientation is 800x1200, then fitted into 512x512.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 341, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret place'))).toBe(false);

    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(me.json().data.profile_picture).toBe(profile.profile_picture);
  });

  it('accepts PNG and WebP by content, whatever the name and declared type, and keeps small images small', async () => {
    const member = await registerMember(t.app);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const response = await patchMultipart(member, {}, [
      picture(png, 'photo.jpg', 'application/octet-stream'),
    ]);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: pathOf(response.json().data.profile_picture) });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 64,
      height: 48,
      format: 'webp',
    });

    const webp = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer();
    const second = await patchMultipart(member, {}, [picture(webp, 'x.webp', 'image/webp')]);
    expect(second.statusCode).toBe(200);
    const next = await t.app.inject({ method: 'GET', url: pathOf(second.json().data.profile_picture) });
    expect(await sharp(next.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses a PDF renamed to .jpg, in English and Malay', async () => {
    const member = await registerMember(t.app);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const response = await patchMultipart(member, { first_name: 'Changed' }, [picture(pdf, 'selfie.jpg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      code: 'picture_type',
      fields: { profile_picture: ['The profile picture must be a JPEG, PNG, WebP or HEIC image.'] },
    });
    const malay = await patchMultipart(member, {}, [picture(pdf, 'selfie.jpg')], { 'accept-language': 'ms' });
    expect(malay.json().errors.detail).toBe('Gambar profil mestilah imej JPEG, PNG, WebP atau HEIC.');
    // Nothing changed.
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(me.json().data).toMatchObject({ first_name: 'Nurul', profile_picture: null });
  });

  it('refuses text and a GIF', async () => {
    const member = await registerMember(t.app);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const data of [Buffer.from('just some text, not an image'), gif]) {
      const response = await patchMultipart(member, {}, [picture(data)]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.code).toBe('picture_type');
    }
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const member = await registerMember(t.app);
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const response = await patchMultipart(member, {}, [picture(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toMatchObject({
      code: 'picture_too_large',
      fields: { profile_picture: ['The profile picture must be 5 MB or smaller.'] },
    });
  });

  it('answers 400 picture_unreadable for a HEIC file that cannot be decoded, and for a broken JPEG', async () => {
    const member = await registerMember(t.app);
    // A HEIC file type box (ftyp heic) followed by garbage: recognised as HEIC by content, not decodable.
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
    ]);
    const heic = Buffer.concat([ftyp, Buffer.alloc(200, 7)]);
    // libheif reports the broken file on the console.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await patchMultipart(member, {}, [picture(heic, 'IMG_0001.HEIC', 'image/heic')]).finally(
      () => log.mockRestore(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      code: 'picture_unreadable',
      fields: { profile_picture: ['This picture could not be read. Please choose another image.'] },
    });

    const jpeg = await jpegWithExif();
    const broken = jpeg.subarray(0, 200);
    const second = await patchMultipart(member, {}, [picture(broken)]);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors.code).toBe('picture_unreadable');
  });

  it('deletes the old file when the picture is replaced or removed', async () => {
    const member = await registerMember(t.app);
    const first = (await patchMultipart(member, {}, [picture(await jpegWithExif())])).json().data
      .profile_picture;
    const second = (await patchMultipart(member, {}, [picture(await jpegWithExif())])).json().data
      .profile_picture;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: pathOf(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(200);

    const reset = await patchMultipart(member, { profile_picture_reset: 'true' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.profile_picture).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(404);
  });

  it('removes the picture with an empty profile_picture (multipart text field, or JSON "" and null)', async () => {
    const member = await registerMember(t.app);
    for (const remove of [
      () => patchMultipart(member, { profile_picture: '' }),
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `${API}/me/`,
          headers: bearer(member.access),
          payload: { profile_picture: '' },
        }),
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `${API}/me/`,
          headers: bearer(member.access),
          payload: { profile_picture: null },
        }),
    ]) {
      const url = (await patchMultipart(member, {}, [picture(await jpegWithExif())])).json().data
        .profile_picture;
      const response = await remove();
      expect(response.statusCode).toBe(200);
      expect(response.json().data.profile_picture).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);
    }
  });

  it('ignores an empty file part (a form without a chosen file) and keeps the picture', async () => {
    const member = await registerMember(t.app);
    const url = (await patchMultipart(member, {}, [picture(await jpegWithExif())])).json().data
      .profile_picture;
    const response = await patchMultipart(member, { last_name: 'Ismail' }, [
      picture(Buffer.alloc(0), '', 'application/octet-stream'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ last_name: 'Ismail', profile_picture: url });
  });

  it('takes one picture, in the profile_picture field only', async () => {
    const member = await registerMember(t.app);
    const jpeg = await jpegWithExif();
    const two = await patchMultipart(member, {}, [picture(jpeg), picture(jpeg)]);
    expect(two.statusCode).toBe(400);
    expect(two.json().errors.code).toBe('picture_one_file');
    const elsewhere = await patchMultipart(member, {}, [{ ...picture(jpeg), field: 'avatar' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.fields).toEqual({
      profile_picture: ['Send one profile picture at a time, in the profile_picture field.'],
    });
  });

  it.each([
    [{ id_ref: '850315-10-5433', dob: '1985-03-16' }, 'id_ref', 'NRIC does not match Date of Birth'],
    [{ id_ref: '850315-10-5433', gender: 'female' }, 'id_ref', 'NRIC does not match Gender'],
    [{ id_ref: '850315105433' }, 'id_ref', 'Length of NRIC should be 14'],
    [{ id_ref: '8503151-0-5433' }, 'id_ref', 'NRIC format should be xxxxxx-xx-xxxx'],
    [{ dob: '2999-01-01' }, 'dob', 'Invalid date of birth'],
    [{ first_name: '  ' }, 'first_name', 'This field is required'],
    [{ gender: 'x' }, 'gender', 'Enter a valid value.'],
    [{ profile_picture_reset: 'perhaps' }, 'profile_picture_reset', 'Enter a valid value.'],
  ])('validates multipart fields %j', async (fields, field, message) => {
    const member = await registerMember(t.app);
    const response = await patchMultipart(member, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field]).toContain(message);
  });

  it('sets the NRIC, date of birth and gender from multipart fields', async () => {
    const member = await registerMember(t.app);
    const response = await patchMultipart(member, {
      id_ref: '900512-14-5678',
      dob: '1990-05-12',
      gender: 'female',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id_ref: '900512-14-5678',
      dob: '1990-05-12',
      gender: 'female',
    });
  });

  it('checks the NRIC only when it changes, and locks it once an identity check is accepted', async () => {
    const member = await registerMember(t.app);
    await patchMultipart(member, { id_ref: '900512-14-5678' });
    await t.app.db.update(users).set({ ekycStatus: 'accepted' }).where(eq(users.id, member.uuid));

    // The form sends the NRIC it shows: unchanged, it is not a change.
    const same = await patchMultipart(member, { id_ref: '900512-14-5678', first_name: 'Aisyah' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.first_name).toBe('Aisyah');

    const changed = await patchMultipart(member, { id_ref: '850315-10-5433' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({
      code: 'id_ref_locked',
      detail: 'Your NRIC has been verified and can no longer be changed.',
      fields: { id_ref: ['Your NRIC has been verified and can no longer be changed.'] },
    });
    const json = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: { ...bearer(member.access), 'accept-language': 'ms' },
      payload: { id_ref: '850315-10-5433' },
    });
    expect(json.json().errors.detail).toBe('Nombor MyKad anda telah disahkan dan tidak boleh ditukar lagi.');
  });

  it('needs a session, and an allowed origin with the cookie', async () => {
    const body = multipartBody({ first_name: 'Hacked' });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors.code).toBe('not_authenticated');

    const member = await registerMember(t.app);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: { ...body.headers, cookie, origin: 'https://evil.example' },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: { ...body.headers, cookie, origin: WEB_ORIGIN },
      payload: body.payload,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.first_name).toBe('Hacked');
  });

  it("refuses to remove another member's address", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const [address] = await t.app.db
      .insert(userAddresses)
      .values({ userId: owner.uuid, address1: '2 Jalan Tun Razak', postcode: '50400' })
      .returning();
    // Written past the API, so told as the API's own writes are (the profile is kept in memory briefly).
    announceProfileChange(owner.uuid);
    const attempt = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/?query=${address!.id}`,
      headers: bearer(other.access),
      payload: {},
    });
    expect(attempt.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(owner.access) });
    expect(mine.json().data.addresses).toHaveLength(1);
  });

  it('answers 404 for a picture name that does not exist or is not a name', async () => {
    for (const name of [`${'A'.repeat(43)}.webp`, '..%2F..%2Fetc%2Fpasswd', 'short.webp']) {
      const response = await t.app.inject({ method: 'GET', url: `${API}/me/picture/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.code).toBe('not_found');
    }
  });

  it('is rate limited (the public limit)', async () => {
    const limited = await createTestApp({
      // The same secrets, so the member's access token is valid on both apps.
      config: { secrets: t.app.config.secrets, rateLimit: { public: { max: 1, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const member = await registerMember(t.app);
      const body = multipartBody({ first_name: 'Once' });
      const send = () =>
        limited.app.inject({
          method: 'PATCH',
          url: `${API}/me/`,
          headers: { ...bearer(member.access), ...body.headers },
          payload: body.payload,
          remoteAddress: '192.0.2.33',
        });
      expect((await send()).statusCode).toBe(200);
      const throttled = await send();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().errors.code).toBe('throttled');
    } finally {
      await limited.app.close();
    }
  });

  it('answers 401 maintenance_notice during maintenance', async () => {
    const member = await registerMember(t.app);
    await t.app.maintenance.set({ enabled: true, message: 'Back soon.' });
    try {
      const response = await patchMultipart(member, { first_name: 'X' });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors).toEqual({ code: 'maintenance_notice', detail: 'Back soon.' });
    } finally {
      await t.app.maintenance.set({ enabled: false, message: null });
    }
  });
});

describe('the profile newsletter flag', () => {
  it('follows the subscription switch of the member', async () => {
    const member = await registerMember(t.app);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).json().data
        .newsletter;
    expect(await read()).toBe(false);
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscription/',
      headers: bearer(member.access),
    });
    expect(on.statusCode).toBe(200);
    expect(await read()).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/newsletter/subscription/',
      headers: bearer(member.access),
    });
    expect(await read()).toBe(false);
  });

  it("is true when the member's address subscribed from the footer before", async () => {
    const member = await registerMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/add-contact/',
      payload: { list_ids: [1], contacts: [{ email: member.email.toUpperCase() }] },
    });
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(me.json().data.newsletter).toBe(true);
  });
});
