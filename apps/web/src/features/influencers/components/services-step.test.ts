import { describe, expect, it } from 'vitest';
import { Platform } from '@collably/shared/constants/platforms';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { isUnsaved, toSaveRequest } from './services-step';

describe('toSaveRequest', () => {
  it('turns temporary negative ids into 0, keeps saved ids, and attaches the platform', () => {
    const request = toSaveRequest(
      [
        {
          influencerServiceId: 12,
          title: 'Feed',
          description: 'A post.',
          price: 2000,
          allowUGC: false,
          ugcPrice: 0,
          revisions: 2,
          extraRevisionPrice: null,
        },
        {
          influencerServiceId: -1,
          title: 'Reel',
          description: 'A reel.',
          price: 3000,
          allowUGC: true,
          ugcPrice: 900,
          revisions: 2,
          extraRevisionPrice: null,
        },
        {
          influencerServiceId: -2,
          title: 'Story',
          description: 'A story.',
          price: 800,
          allowUGC: false,
          ugcPrice: 50,
          revisions: 2,
          extraRevisionPrice: null,
        },
      ],
      Platform.Instagram,
    );
    expect(request.map((s) => s.influencerServiceId)).toEqual([12, 0, 0]);
    expect(request.every((s) => s.plateformId === Platform.Instagram)).toBe(true);
    expect(request[1]).toMatchObject({ allowUGC: true, ugcPrice: 900 });
    expect(request[2]).toMatchObject({ allowUGC: false, ugcPrice: 0 });
  });
});

describe('isUnsaved', () => {
  const saved: TServiceResponse = {
    influencerServiceId: 12,
    plateformId: Platform.Instagram,
    title: 'Feed',
    description: 'A post.',
    price: 2000,
    basePrice: 2000,
    basePriceGst: 0,
    platformFee: 200,
    platformFeeGst: 36,
    allowUGC: false,
    ugcPrice: 0,
    ugcPriceGst: 0,
    ugcPlatformFee: 0,
    ugcPlatformFeeGst: 0,
    priceWithUGC: 2000,
    total: 2236,
    totalWithUGC: 2236,
    Revisions: 2,
    ExtraRevisionPrice: null,
  };
  const draft = {
    influencerServiceId: 12,
    title: 'Feed',
    description: 'A post.',
    price: 2000,
    allowUGC: false,
    ugcPrice: 0,
    revisions: 2,
    extraRevisionPrice: null,
  };

  it('counts changed revision terms as unsaved', () => {
    expect(isUnsaved({ ...draft, revisions: 3 }, [saved])).toBe(true);
    expect(isUnsaved({ ...draft, extraRevisionPrice: 500 }, [saved])).toBe(true);
    expect(isUnsaved(draft, [saved])).toBe(false);
  });

  it('sends the revision terms, no paid extras as 0', () => {
    const [request] = toSaveRequest(
      [{ ...draft, revisions: 4, extraRevisionPrice: null }],
      Platform.Instagram,
    );
    expect(request).toMatchObject({ Revisions: 4, ExtraRevisionPrice: 0 });
  });

  it('counts a new service as unsaved', () => {
    expect(isUnsaved({ ...draft, influencerServiceId: -1 }, [saved])).toBe(true);
  });

  it('counts a saved service as saved until it is edited', () => {
    expect(isUnsaved(draft, [saved])).toBe(false);
    // The UGC price a service without UGC rights keeps in the form is not sent, so it changes nothing.
    expect(isUnsaved({ ...draft, ugcPrice: 500 }, [saved])).toBe(false);
    expect(isUnsaved({ ...draft, price: 2500 }, [saved])).toBe(true);
    expect(isUnsaved({ ...draft, title: 'Feed post' }, [saved])).toBe(true);
    expect(isUnsaved({ ...draft, allowUGC: true, ugcPrice: 500 }, [saved])).toBe(true);
  });
});
