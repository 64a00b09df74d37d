import { describe, expect, it } from 'vitest';
import {
  addDetailProblems,
  addDetailSchema,
  ZAddGstRequest,
  ZAddSocialAccountRequest,
  ZSaveServicesRequest,
  ZServiceInput,
  ZUpdatePortfolioRequest,
  type TAddDetailRequest,
} from './influencers';
import { InfluencerMessages as M } from '../messages/influencers';

const today = new Date('2026-06-01T10:00:00Z');
const complete: TAddDetailRequest = {
  UserId: 7,
  title: null,
  description: 'Food and travel stories from Pune',
  categoryIds: '5,4',
  base64Image: 'AAAAAAAAAAAAAAAAAAAAAA.webp',
  gender: 'female',
  country: 101,
  state: 14,
  city: 1402,
  dob: '2000-05-10T00:00:00',
  language: JSON.stringify([
    { id: 4, name: 'English' },
    { id: 13, name: 'Marathi' },
  ]),
};
const firstMessage = (input: Partial<TAddDetailRequest>, hasPicture = false) => {
  const result = addDetailSchema({ hasPicture, today }).safeParse({ ...complete, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('add-detail rules', () => {
  it('accepts a complete profile and normalises it', () => {
    const result = addDetailSchema({ hasPicture: false, today }).parse({
      ...complete,
      gender: 'Female',
      categoryIds: ' 5, 4 ,',
    });
    expect(result).toMatchObject({
      categoryIds: [5, 4],
      gender: 'female',
      dob: '2000-05-10',
      stateId: 14,
      cityId: 1402,
    });
    expect(result.languages).toEqual([
      { id: 4, name: 'English' },
      { id: 13, name: 'Marathi' },
    ]);
  });

  it('reports the problems in the spec order on an empty form', () => {
    const empty: Partial<TAddDetailRequest> = {
      description: '',
      categoryIds: '',
      base64Image: null,
      gender: '',
      state: -1,
      city: -1,
      dob: '0001-01-01T00:00:00',
      language: '[]',
    };
    const expected = [
      ['description', 'Please specify description'],
      ['categoryIds', 'Please select at least one category'],
      ['base64Image', 'Please upload a post style picture'],
      ['gender', 'Please select gender'],
      ['state', 'Please select state'],
      ['city', 'Please select city'],
      ['dob', 'Please specify DOB'],
      ['language', 'Please enter at least one language'],
    ] as const;
    const input = { ...empty };
    for (const [field, message] of expected) {
      expect(firstMessage(input)).toBe(message);
      (input as Record<string, unknown>)[field] = complete[field];
    }
    expect(firstMessage(input)).toBeNull();
  });

  it('lists every problem of an empty form at once, one per field, in the spec order', () => {
    const problems = addDetailProblems(
      {
        UserId: 7,
        title: 'x'.repeat(101),
        description: '',
        categoryIds: '',
        base64Image: null,
        gender: '',
        state: -1,
        city: -1,
        dob: '0001-01-01T00:00:00',
        language: '[]',
      },
      { hasPicture: false, today },
    );
    expect(problems).toEqual([
      { field: 'description', message: 'Please specify description' },
      { field: 'categoryIds', message: 'Please select at least one category' },
      { field: 'base64Image', message: 'Please upload a post style picture' },
      { field: 'gender', message: 'Please select gender' },
      { field: 'state', message: 'Please select state' },
      { field: 'city', message: 'Please select city' },
      { field: 'dob', message: 'Please specify DOB' },
      { field: 'language', message: 'Please enter at least one language' },
      { field: 'title', message: 'Title should not exceed 100 characters' },
    ]);
    expect(addDetailProblems(complete, { hasPicture: false, today })).toEqual([]);
  });

  it('limits description, categories and languages', () => {
    expect(firstMessage({ description: 'x'.repeat(501) })).toBe(
      'Description should not exceed 500 character',
    );
    expect(firstMessage({ description: 'x'.repeat(500) })).toBeNull();
    expect(firstMessage({ categoryIds: '1,2,3' })).toBe('Please select at most 2 categories');
    expect(firstMessage({ categoryIds: 'food' })).toBe('Please select a category from the list');
    expect(firstMessage({ language: JSON.stringify([{ id: 23, name: 'Klingon' }]) })).toBe(
      'Please select languages from the list',
    );
    expect(firstMessage({ language: JSON.stringify([{ id: 4, name: 'Hindi' }]) })).toBe(
      'Please select languages from the list',
    );
    expect(firstMessage({ language: 'English' })).toBe('Please select languages from the list');
  });

  it('needs a picture only when none is saved', () => {
    expect(firstMessage({ base64Image: '' }, false)).toBe('Please upload a post style picture');
    expect(firstMessage({ base64Image: '' }, true)).toBeNull();
  });

  it('checks ids against master data when given', () => {
    const schema = addDetailSchema({
      hasPicture: true,
      today,
      isCategory: (id) => id < 30,
      isStateOfIndia: (id) => id === 14,
      isCityOfState: (city, state) => Math.floor(city / 100) === state,
    });
    const issue = (input: Partial<TAddDetailRequest>) =>
      schema.safeParse({ ...complete, ...input }).error?.issues[0]?.message;
    expect(issue({ categoryIds: '99' })).toBe('Please select a category from the list');
    expect(issue({ state: 15, city: 1501 })).toBe('Please select state');
    expect(issue({ city: 1301 })).toBe('Please select city');
    expect(issue({ country: 1 })).toBe('Please select India as the country');
  });

  it('wants a real date of birth of someone 18 or older', () => {
    expect(firstMessage({ dob: '2001-02-30' })).toBe('Please specify DOB');
    expect(firstMessage({ dob: 'yesterday' })).toBe('Please specify DOB');
    expect(firstMessage({ dob: '2030-01-01' })).toBe('Please specify DOB');
    expect(firstMessage({ dob: '2008-06-02' })).toBe(
      'You must be at least 18 years old to join as an influencer',
    );
    expect(firstMessage({ dob: '2008-06-01' })).toBeNull();
  });
});

describe('service rules', () => {
  const service = {
    influencerServiceId: -1,
    title: 'Instagram Reel',
    description: 'One 30 second reel',
    price: 1500,
    plateformId: 4,
  };
  const message = (input: object) =>
    ZServiceInput.safeParse({ ...service, ...input }).error?.issues[0]?.message;

  it('reports the spec messages in order', () => {
    expect(message({ title: '', description: '', price: '' })).toBe('Title is Required');
    expect(message({ description: ' ', price: '' })).toBe('Description is Required');
    expect(message({ price: '' })).toBe('Price is Required');
    expect(message({ price: null })).toBe('Price is Required');
    expect(message({ price: 499 })).toBe('Enter a value equal or more than 500');
    expect(message({ price: '500' })).toBeUndefined();
    expect(message({ price: 500.555 })).toBe('Price can have at most two decimals');
  });

  it('wants a UGC price of 0 or more when UGC is offered, only for Instagram reels', () => {
    expect(message({ allowUGC: true })).toBe('UGC Price is Required');
    expect(message({ allowUGC: true, ugcPrice: -1 })).toBe('Enter a value equal or more than 0');
    expect(ZServiceInput.parse({ ...service, allowUGC: true, ugcPrice: 0 })).toMatchObject({
      allowUGC: true,
      ugcPrice: 0,
    });
    expect(message({ allowUGC: true, ugcPrice: 800, title: 'Story' })).toBe(
      'UGC rights can be offered only for Instagram reels',
    );
    expect(message({ allowUGC: true, ugcPrice: 800, plateformId: 3 })).toBe(
      'UGC rights can be offered only for Instagram reels',
    );
    expect(ZServiceInput.parse({ ...service, allowUGC: false, ugcPrice: 'junk' })).toMatchObject({
      allowUGC: false,
      ugcPrice: 0,
    });
  });

  it('takes the services of one platform at a time', () => {
    const result = ZSaveServicesRequest.safeParse([service, { ...service, plateformId: 1 }]);
    expect(result.error?.issues[0]?.message).toBe('Please save the services of one platform at a time');
  });
});

describe('social account rules', () => {
  const parse = (input: object) =>
    ZAddSocialAccountRequest.safeParse({
      UserId: 3,
      plateformId: 4,
      userName: 'instagram.com/me',
      followerId: 2,
      ...input,
    });

  it('strips a leading // and needs a page URL', () => {
    expect(parse({ userName: '//instagram.com/ananya' }).data?.pageUrl).toBe('instagram.com/ananya');
    expect(parse({ userName: '  ' }).error?.issues[0]?.message).toBe('Please enter Page Url');
    expect(parse({ userName: '//' }).error?.issues[0]?.message).toBe('Please enter Page Url');
  });

  it('takes only a web page on the platform’s own hosts (any named host for UGC)', () => {
    const instagram = M.pageUrlInvalid('Instagram', 'https://www.instagram.com/yourname');
    for (const userName of [
      'javascript:alert(document.cookie)',
      'javascript://instagram.com/%0aalert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'ftp://instagram.com/me',
      'https://evil.example/instagram.com/me',
      'https://instagram.com.evil.example/me',
      'https://user@instagram.com/me',
      'https://instagram.com:8443/me',
    ]) {
      expect(parse({ userName }).error?.issues[0]?.message, userName).toBe(instagram);
    }
    for (const userName of [
      'instagram.com/me',
      'https://www.instagram.com/me',
      'http://m.instagram.com/me',
    ]) {
      expect(parse({ userName }).success, userName).toBe(true);
    }
    expect(parse({ plateformId: 3, userName: 'instagram.com/me' }).error?.issues[0]?.message).toBe(
      M.pageUrlInvalid('YouTube', 'https://www.youtube.com/@yourchannel'),
    );
    expect(parse({ plateformId: 5, userName: 'behance.net/me' }).success).toBe(true);
    for (const userName of ['javascript:alert(1)', 'file:///tmp/x', 'https://127.0.0.1/me', 'localhost/me']) {
      expect(parse({ plateformId: 5, userName }).error?.issues[0]?.message, userName).toBe(
        M.pageUrlInvalid('UGC', 'https://www.behance.net/yourname'),
      );
    }
  });

  it('stores the upper bound of the chosen range', () => {
    expect(parse({ followerId: 2 }).data).toMatchObject({ followerId: 2, followersCount: 50_000 });
    expect(parse({ followerId: undefined, followersCount: 100_000 }).data).toMatchObject({ followerId: 3 });
    expect(parse({ followerId: 8 }).data?.followersCount).toBe(1_000_000_000);
    expect(parse({ followerId: undefined, followersCount: 1_000_000_000 }).data?.followerId).toBe(8);
    expect(parse({ followerId: 9 }).error?.issues[0]?.message).toBe('Please select followers range');
    expect(parse({ followerId: undefined, followersCount: 12_345 }).error?.issues[0]?.message).toBe(
      'Please select followers range',
    );
    expect(parse({ plateformId: 2 }).error?.issues[0]?.message).toBe('Please select a platform');
  });
});

describe('GST rules', () => {
  it('needs a valid number only when registered', () => {
    expect(ZAddGstRequest.parse({ IsGst: false, GSTNumber: 'junk' })).toEqual({
      isGst: false,
      gstNumber: null,
    });
    expect(ZAddGstRequest.safeParse({ IsGst: true, GSTNumber: ' ' }).error?.issues[0]?.message).toBe(
      'Please specify GST Number',
    );
    expect(ZAddGstRequest.safeParse({ IsGst: true }).error?.issues[0]?.message).toBe(
      'Please specify GST Number',
    );
    expect(
      ZAddGstRequest.safeParse({ IsGst: true, GSTNumber: '27AAPFU0939F1ZX' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid GST Number');
    expect(ZAddGstRequest.parse({ IsGst: 'true', GSTNumber: '27aapfu0939f1z v' })).toEqual({
      isGst: true,
      gstNumber: '27AAPFU0939F1ZV',
    });
  });
});

describe('portfolio rules', () => {
  it('normalises each link and empties blank ones', () => {
    const parsed = ZUpdatePortfolioRequest.parse({
      InfluencerPortfolioId: 0,
      PlateformId: 0,
      URL1: 'https://youtu.be/dQw4w9WgXcQ',
      URL2: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
      URL3: '',
    });
    expect(parsed).toMatchObject({
      URL1: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      URL2: 'https://www.instagram.com/reel/C1a2B3c4D5e/embed/',
      URL3: null,
    });
    expect(ZUpdatePortfolioRequest.safeParse({ URL1: 'not a link at all' }).error?.issues[0]?.message).toBe(
      'Please enter a valid link',
    );
  });
});
