import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { multipartBody, samplePdf, samplePng } from '../../../test/multipart';
import { uploadPictureAs } from '../../../test/uploads';
import {
  attachmentInCollab,
  uploadAttachmentAs,
  type Fixtures,
} from '../../../test/permissions/matrix-fixtures';
import {
  dataOf,
  type Cell,
  everyone,
  signedIn,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

/** An upload is recorded as the caller's, whatever form fields came with it. */
const uploadOwnedByCaller = (fx: Fixtures, cell: Cell) => async (res: LightMyRequestResponse) => {
  const data = dataOf<{ fileName?: string; fileNames?: string[] }>(res);
  const names = data.fileNames ?? [data.fileName!];
  const rows = await fx.t.db.selectFrom('uploads').select('ownerUserId').where('name', 'in', names).execute();
  expect(rows.map((r) => r.ownerUserId)).toEqual(names.map(() => cell.caller!.id));
};

/**
 * The private file a files row asks for: for an own cell, an attachment of a collab of the caller (uploaded
 * by the collab's brand); otherwise one of the peers' collab, which the caller has no part in.
 */
async function privateFileFor(fx: Fixtures, cell: Cell): Promise<string> {
  if (cell.own && cell.role === 'influencer') return attachmentInCollab(fx, fx.peer.brand, fx.me.influencer);
  if (cell.own && cell.role === 'brand') return attachmentInCollab(fx, fx.me.brand, fx.peer.influencer);
  return attachmentInCollab(fx, fx.peer.brand, fx.peer.influencer);
}

export const permissions: FeaturePermissions = {
  feature: 'files',
  rows: [
    {
      route: 'POST /api/files/images',
      rule: 'signed in, any role',
      expect: signedIn,
      request: async (fx, cell) => ({
        multipart: [{ filename: 'me.png', contentType: 'image/png', content: await samplePng(64, 64) }],
        verify: uploadOwnedByCaller(fx, cell),
      }),
    },
    {
      route: 'POST /api/files/attachments',
      rule: 'signed in, any role',
      expect: signedIn,
      request: async (fx, cell) => ({
        multipart: [{ filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() }],
        verify: uploadOwnedByCaller(fx, cell),
      }),
    },
    {
      route: 'GET /files/{name}',
      case: 'picture',
      rule: 'public: profile pictures are shown on public pages',
      expect: everyone,
      request: async (fx) => ({ params: { name: await uploadPictureAs(fx.t, fx.me.brand.token) } }),
    },
    {
      route: 'GET /files/{name}',
      case: 'collab attachment',
      rule:
        "private: only the collab's parties and the super admin (issue 8 item 9); they use the private download " +
        'route, so this public route must refuse everyone else',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'n/a', other: 'deny' },
        brand: { own: 'n/a', other: 'deny' },
        staff: { own: 'n/a', other: 'deny' },
        admin: 'n/a',
      },
      denyStatus: [401, 403, 404],
      request: async (fx) => {
        // A brief the peer brand uploaded for its collab with the peer influencer.
        const body = multipartBody([
          { filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
        ]);
        const res = await fx.t.inject({
          method: 'POST',
          url: '/api/files/attachments',
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${fx.peer.brand.token}` },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { params: { name: dataOf<{ fileNames: string[] }>(res).fileNames[0] } };
      },
    },
    {
      route: 'POST /api/files/link',
      rule:
        "signed in; a private file's uploader, the parties of a collab that references it, or the super admin; " +
        'anyone else (staff included) gets 404, as if there were no such file',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: { own: 'allow', other: 'deny' },
        staff: { own: 'n/a', other: 'deny' },
        admin: { own: 'n/a', other: 'allow' },
      },
      notOwner: 404,
      roleDeny: 404,
      request: async (fx, cell) => ({ body: { fileName: await privateFileFor(fx, cell) } }),
    },
    {
      route: 'GET /api/files/private/{name}',
      rule:
        'a download link from POST /api/files/link (bound to its user, re-checked on every download); a link ' +
        "forged for someone else's file answers 403",
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: { own: 'allow', other: 'deny' },
        staff: { own: 'n/a', other: 'deny' },
        admin: { own: 'n/a', other: 'allow' },
      },
      denyStatus: [403],
      request: async (fx, cell) => {
        const name = await privateFileFor(fx, cell);
        const mayRead = cell.role === 'admin' || (cell.own === true && cell.role !== 'staff');
        // Those allowed use their own link. The others forge one: a valid link to a file of their own (the
        // visitor's is one the peer brand left around) with the other file's name put in.
        const holder = cell.caller ?? fx.peer.brand;
        const linked = mayRead
          ? name
          : cell.role === 'influencer' || cell.role === 'brand'
            ? await privateFileFor(fx, { ...cell, own: true })
            : await uploadAttachmentAs(fx, holder);
        const link = await fx.t.post('/api/files/link', { fileName: linked }, { token: holder.token });
        expect(link.statusCode, link.body).toBe(200);
        const url = new URL(dataOf<{ url: string }>(link).url, 'http://localhost');
        return { params: { name }, query: Object.fromEntries(url.searchParams) };
      },
    },
  ],
};
