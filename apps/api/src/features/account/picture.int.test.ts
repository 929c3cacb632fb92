import { profilePictureErrors, profilePictureMaxBytes } from '@urosim/contracts';
import { readZip } from '@urosim/documents/test/zip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import { binary, createBrowser } from '../../test/agent.ts';
import { exportThroughTheJob } from '../../test/data-export.ts';
import { factoryPassword, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const upload = (browser: Browser, bytes: Buffer, type = 'application/octet-stream') =>
  browser.agent
    .put('/api/v1/user/profile/avatar')
    .set('X-XSRF-TOKEN', browser.token)
    .set('content-type', type)
    .send(bytes);

/** A JPEG carrying EXIF: a camera's make, a copyright line and a GPS position. */
const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'Exif marker 4711' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

describe('the profile picture (issue 19, ADR 0130)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes a JPEG, re-encodes it without its EXIF, and serves it to its owner only', async () => {
    const { browser, user } = await signedInTrainee(t);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('SecretCam')).toBe(true);
    // The name and the declared type do not matter: the bytes do.
    const res = await upload(browser, original, 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ width: 512, height: 384 });
    expect(res.body.data.avatarUrl).toMatch(/^\/api\/v1\/user\/profile\/avatar\?v=\d+$/);

    const served = await binary(browser.agent.get(res.body.data.avatarUrl));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const bytes = served.body as Buffer;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('SecretCam')).toBe(false);
    expect(bytes.includes('Exif marker 4711')).toBe(false);

    const profile = (await browser.get('/api/v1/user/profile')).body.data;
    expect(profile.avatarUrl).toBe(res.body.data.avatarUrl);

    // Another user reads only their own (none): there is no id to ask for someone else's.
    const stranger = await signedInTrainee(t);
    expect((await stranger.browser.get('/api/v1/user/profile/avatar')).status).toBe(404);
    expect((await (await createBrowser(t.app)).get('/api/v1/user/profile/avatar')).status).toBe(401);
    expect(user.id).toBeDefined();
  });

  it('takes PNG and WebP in their own format', async () => {
    const { browser } = await signedInTrainee(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0f08' } })
      .png()
      .toBuffer();
    expect((await upload(browser, png)).status).toBe(200);
    expect((await browser.get('/api/v1/user/profile/avatar')).headers['content-type']).toBe('image/png');
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    const res = await upload(browser, webp);
    expect(res.body.data).toMatchObject({ width: 40, height: 30 });
    expect((await browser.get('/api/v1/user/profile/avatar')).headers['content-type']).toBe('image/webp');
    expect((await browser.send('delete', '/api/v1/user/profile/avatar')).body.data).toEqual({
      removed: true,
    });
    expect((await browser.get('/api/v1/user/profile/avatar')).status).toBe(404);
    expect((await browser.get('/api/v1/user/profile')).body.data.avatarUrl).toBeNull();
  });

  it('refuses an SVG, a renamed executable, an oversized file and garbage, each with its own message', async () => {
    const { browser } = await signedInTrainee(t);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload(browser, svg, 'image/png');
    expect(svgRes.status).toBe(415);
    expect(svgRes.body.message).toBe(profilePictureErrors.svg);

    // A Windows executable's header ("MZ", then the PE signature), sent as "photo.jpg".
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    const exeRes = await upload(browser, exe, 'image/jpeg');
    expect(exeRes.status).toBe(415);
    expect(exeRes.body.message).toBe(profilePictureErrors.notImage);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    expect((await upload(browser, elf, 'image/jpeg')).body.message).toBe(profilePictureErrors.notImage);

    const big = Buffer.alloc(profilePictureMaxBytes + 1, 0xff);
    const bigRes = await upload(browser, big, 'image/jpeg');
    expect(bigRes.status).toBe(413);
    expect(bigRes.body.message).toBe(profilePictureErrors.tooLarge);

    // A JPEG's first bytes with nothing decodable after them.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const brokenRes = await upload(browser, broken);
    expect(brokenRes.status).toBe(400);
    expect(brokenRes.body.message).toBe(profilePictureErrors.unreadable);

    expect((await upload(browser, Buffer.alloc(0))).status).toBe(400);
    expect((await browser.get('/api/v1/user/profile/avatar')).status).toBe(404);
  });

  it('puts the picture in the export and removes it with the account', async () => {
    const { browser, user } = await signedInTrainee(t);
    expect((await upload(browser, await jpegWithExif())).status).toBe(200);
    const { res: zip } = await exportThroughTheJob(t, browser, user.id);
    const entries = await readZip(zip.body as Buffer);
    const file = entries.find((e) => e.name === 'profile_pictures.user_id.json');
    expect(file).toBeDefined();
    const [row] = JSON.parse(file!.data.toString('utf8'));
    const exported = Buffer.from(row.bytes, 'base64');
    expect((await sharp(exported).metadata()).format).toBe('jpeg');

    const res = await browser.post('/api/v1/user/gdpr/delete', {
      password: factoryPassword,
      confirm: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(await t.db('profile_pictures').where({ user_id: user.id })).toEqual([]);
  });
});
