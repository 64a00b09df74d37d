import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { startFakeS3 } from '../../../test/fake-s3';
import { anotherInstance, databases, testApp, type TestApp } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';
import type { Storage } from './storage';

/**
 * Two instances on one database (and Redis): a file stored through one must be usable through the other,
 * or refused when named, never accepted as a profile picture that then answers 404.
 */
describe.each(databases())('two instances on one database on %s', (dialect) => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const secondInstance = (a: TestApp, storage?: Storage) => anotherInstance(a, storage ? { storage } : {});
  const updateBrand = (app: FastifyInstance, token: string, picture: string) =>
    app.inject({
      method: 'POST',
      url: '/api/brand/update',
      payload: { name: 'Chai Point', base64Image: picture },
      headers: { authorization: `Bearer ${token}` },
    });

  it('with a folder per instance, refuses a picture the other instance stored (400, not a broken 404 later)', async () => {
    const a = await testApp(dialect);
    const b = await secondInstance(a);
    try {
      const brand = await a.user(Role.Brand);
      const picture = await uploadPictureAs(a, brand.token);
      const res = await updateBrand(b, brand.token, picture);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ isSuccess: false, message: 'Please upload the file again', data: null });
      expect((await updateBrand(a.app, brand.token, picture)).statusCode).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('with one bucket, accepts it and serves it on both', async () => {
    const a = await testApp(dialect, { build: { storage: s3.storage() } });
    const b = await secondInstance(a, s3.storage());
    try {
      const brand = await a.user(Role.Brand);
      const picture = await uploadPictureAs(a, brand.token);
      expect((await updateBrand(b, brand.token, picture)).statusCode).toBe(200);
      const served = await b.inject({ method: 'GET', url: `/files/${picture}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('refuses a named file that is gone from the bucket', async () => {
    const storage = s3.storage();
    const a = await testApp(dialect, { build: { storage } });
    try {
      const brand = await a.user(Role.Brand);
      const picture = await uploadPictureAs(a, brand.token);
      await storage.delete(picture);
      expect((await updateBrand(a.app, brand.token, picture)).statusCode).toBe(400);
    } finally {
      await a.close();
    }
  });
});
