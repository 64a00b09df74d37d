import type { TestApp } from './test-app';
import { multipartBody, samplePng } from './multipart';

/** Uploads a small picture as the token's user and returns the stored name. */
export async function uploadPictureAs(t: TestApp, token: string): Promise<string> {
  const body = multipartBody([
    { filename: 'me.png', contentType: 'image/png', content: await samplePng(300, 300) },
  ]);
  const res = await t.inject({
    method: 'POST',
    url: '/api/files/images',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { fileName: string } }>().data.fileName;
}
