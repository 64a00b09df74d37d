import { describe, expect, it } from 'vitest';
import { Platform } from '@collably/shared/constants/platforms';
import { toSaveRequest } from './services-step';

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
        },
        {
          influencerServiceId: -1,
          title: 'Reel',
          description: 'A reel.',
          price: 3000,
          allowUGC: true,
          ugcPrice: 900,
        },
        {
          influencerServiceId: -2,
          title: 'Story',
          description: 'A story.',
          price: 800,
          allowUGC: false,
          ugcPrice: 50,
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
