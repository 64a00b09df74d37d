import { Platform, platformName } from '@collably/shared/constants/platforms';
import { INDIA_COUNTRY_ID, LANGUAGES, TAGS } from '@collably/shared/constants/profile';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { gstinCheckChar } from '@collably/shared/domain/gstin';
import { normalisePortfolioUrl } from '@collably/shared/domain/portfolio';
import { followersCountOf } from '@collably/shared/domain/influencer-profile';
import type { Db, DbOrTrx } from '../database';
import { hashPassword } from '../../platform/auth/passwords';
import { DEMO_INFLUENCER_EMAIL_DOMAIN, DEMO_INFLUENCER_PASSWORD } from './demo-accounts';
import { VERIFICATION_CODE_PREFIX, VerificationStatus } from '@collably/shared/constants/social-verification';
import { rebuildInfluencerSearch } from '../../platform/influencer-search/influencer-search';
import type { Storage } from '../../platform/storage/storage';
import { storeAvatar } from './demo-pictures';
import { CATEGORY_NAMES, INDIA_STATES } from './india';

/** The demo influencer account of demo-accounts.ts, which gets a complete profile too. */
const DEMO_ACCOUNT_EMAIL = 'influencer@collably.in';
const DEMO_ACCOUNT_USER_NAME = 'ananya.sharma';

type Person = {
  name: string;
  userName: string;
  gender: 'male' | 'female';
  state: string;
  city: string;
  categories: readonly string[];
  languages: readonly string[];
  headline: string;
};

/** Demo creators with a complete profile who wait for approval (not listed until the super admin approves). */
const DEMO_PENDING_COUNT = 2;

/** Varied, realistic Indian creators across states, niches and languages. */
const PEOPLE: readonly Person[] = [
  {
    name: 'Ananya Sharma',
    userName: 'ananya.sharma',
    gender: 'female',
    state: 'Delhi',
    city: 'New Delhi',
    categories: ['Lifestyle', 'Fashion'],
    languages: ['Hindi', 'English'],
    headline: 'Everyday style, Delhi edition',
  },
  {
    name: 'Priya Nair',
    userName: 'priya.nair',
    gender: 'female',
    state: 'Kerala',
    city: 'Kochi',
    categories: ['Food', 'Travel'],
    languages: ['Malayalam', 'English'],
    headline: 'Backwaters, beaches and biryani',
  },
  {
    name: 'Rohan Mehta',
    userName: 'rohanmehta.fit',
    gender: 'male',
    state: 'Maharashtra',
    city: 'Mumbai',
    categories: ['Fitness', 'Health & Wellness'],
    languages: ['Hindi', 'English', 'Marathi'],
    headline: 'Coach for busy Mumbaikars',
  },
  {
    name: 'Aisha Khan',
    userName: 'aisha.styles',
    gender: 'female',
    state: 'Delhi',
    city: 'New Delhi',
    categories: ['Fashion', 'Beauty'],
    languages: ['Hindi', 'English', 'Urdu'],
    headline: 'Ethnic meets street',
  },
  {
    name: 'Arjun Reddy',
    userName: 'arjun.techreviews',
    gender: 'male',
    state: 'Telangana',
    city: 'Hyderabad',
    categories: ['Technology', 'Gaming'],
    languages: ['Telugu', 'English', 'Hindi'],
    headline: 'Honest gadget reviews',
  },
  {
    name: 'Sneha Iyer',
    userName: 'sneha.bakes',
    gender: 'female',
    state: 'Tamil Nadu',
    city: 'Chennai',
    categories: ['Food', 'Parenting'],
    languages: ['Tamil', 'English'],
    headline: 'Eggless bakes for little ones',
  },
  {
    name: 'Karan Malhotra',
    userName: 'karan.drives',
    gender: 'male',
    state: 'Punjab',
    city: 'Ludhiana',
    categories: ['Automobile', 'Travel'],
    languages: ['Punjabi', 'Hindi', 'English'],
    headline: 'Road trips and car reviews',
  },
  {
    name: 'Meera Joshi',
    userName: 'meera.artsy',
    gender: 'female',
    state: 'Maharashtra',
    city: 'Pune',
    categories: ['Art & Craft', 'Home Decor'],
    languages: ['Marathi', 'English'],
    headline: 'Warli art and DIY decor',
  },
  {
    name: 'Vikram Singh',
    userName: 'vikram.wanders',
    gender: 'male',
    state: 'Rajasthan',
    city: 'Jaipur',
    categories: ['Travel', 'Photography'],
    languages: ['Hindi', 'English'],
    headline: 'Forts, deserts and golden hours',
  },
  {
    name: 'Ananya Das',
    userName: 'ananya.reads',
    gender: 'female',
    state: 'West Bengal',
    city: 'Kolkata',
    categories: ['Education', 'Lifestyle'],
    languages: ['Bengali', 'English', 'Hindi'],
    headline: 'Books, chai and study tips',
  },
  {
    name: 'Rahul Verma',
    userName: 'rahul.money',
    gender: 'male',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    categories: ['Finance', 'Education'],
    languages: ['Hindi', 'English'],
    headline: 'Personal finance in plain Hindi',
  },
  {
    name: 'Kavya Menon',
    userName: 'kavya.dance',
    gender: 'female',
    state: 'Karnataka',
    city: 'Bengaluru',
    categories: ['Dance', 'Music'],
    languages: ['Kannada', 'Malayalam', 'English'],
    headline: 'Bharatanatyam meets Bollywood',
  },
  {
    name: 'Siddharth Rao',
    userName: 'sid.games',
    gender: 'male',
    state: 'Karnataka',
    city: 'Bengaluru',
    categories: ['Gaming', 'Entertainment'],
    languages: ['Kannada', 'English'],
    headline: 'BGMI and indie games, live',
  },
  {
    name: 'Pooja Patel',
    userName: 'pooja.homemaker',
    gender: 'female',
    state: 'Gujarat',
    city: 'Ahmedabad',
    categories: ['Home Decor', 'Parenting'],
    languages: ['Gujarati', 'Hindi'],
    headline: 'Smart homes on a budget',
  },
  {
    name: 'Aditya Kulkarni',
    userName: 'aditya.laughs',
    gender: 'male',
    state: 'Maharashtra',
    city: 'Pune',
    categories: ['Comedy', 'Entertainment'],
    languages: ['Marathi', 'Hindi'],
    headline: 'Puneri sketches',
  },
  {
    name: 'Nisha Agarwal',
    userName: 'nisha.glow',
    gender: 'female',
    state: 'Uttar Pradesh',
    city: 'Noida',
    categories: ['Beauty', 'Health & Wellness'],
    languages: ['Hindi', 'English'],
    headline: 'Skincare that suits Indian skin',
  },
  {
    name: 'Farhan Qureshi',
    userName: 'farhan.eats',
    gender: 'male',
    state: 'Telangana',
    city: 'Hyderabad',
    categories: ['Food', 'Comedy'],
    languages: ['Urdu', 'Hindi', 'Telugu'],
    headline: 'Haleem hunts and food banter',
  },
  {
    name: 'Tanvi Shah',
    userName: 'tanvi.threads',
    gender: 'female',
    state: 'Gujarat',
    city: 'Surat',
    categories: ['Fashion', 'Lifestyle'],
    languages: ['Gujarati', 'English'],
    headline: 'Textile-city fashion finds',
  },
  {
    name: 'Deepak Choudhary',
    userName: 'deepak.cricketcorner',
    gender: 'male',
    state: 'Haryana',
    city: 'Gurugram',
    categories: ['Sports', 'Fitness'],
    languages: ['Hindi', 'English'],
    headline: 'Cricket analysis and drills',
  },
  {
    name: 'Ishita Banerjee',
    userName: 'ishita.sings',
    gender: 'female',
    state: 'West Bengal',
    city: 'Kolkata',
    categories: ['Music', 'Entertainment'],
    languages: ['Bengali', 'Hindi'],
    headline: 'Rabindra sangeet and covers',
  },
  {
    name: 'Manish Tiwari',
    userName: 'manish.kisan',
    gender: 'male',
    state: 'Madhya Pradesh',
    city: 'Bhopal',
    categories: ['Education', 'Finance'],
    languages: ['Hindi'],
    headline: 'Farming tech for farmers',
  },
  {
    name: 'Riya Kapoor',
    userName: 'riya.petparent',
    gender: 'female',
    state: 'Delhi',
    city: 'Dwarka',
    categories: ['Pets', 'Lifestyle'],
    languages: ['Hindi', 'English'],
    headline: 'Life with two indie dogs',
  },
  {
    name: 'Aravind Krishnan',
    userName: 'aravind.clicks',
    gender: 'male',
    state: 'Tamil Nadu',
    city: 'Coimbatore',
    categories: ['Photography', 'Travel'],
    languages: ['Tamil', 'English'],
    headline: 'Western Ghats through a lens',
  },
  {
    name: 'Simran Kaur',
    userName: 'simran.yoga',
    gender: 'female',
    state: 'Punjab',
    city: 'Amritsar',
    categories: ['Health & Wellness', 'Fitness'],
    languages: ['Punjabi', 'Hindi', 'English'],
    headline: 'Yoga for desk workers',
  },
  {
    name: 'Nikhil Bhat',
    userName: 'nikhil.codes',
    gender: 'male',
    state: 'Karnataka',
    city: 'Mangaluru',
    categories: ['Technology', 'Education'],
    languages: ['Konkani', 'Kannada', 'English'],
    headline: 'Coding tutorials for beginners',
  },
  {
    name: 'Lakshmi Pillai',
    userName: 'lakshmi.kitchen',
    gender: 'female',
    state: 'Kerala',
    city: 'Thiruvananthapuram',
    categories: ['Food'],
    languages: ['Malayalam'],
    headline: 'Sadya recipes from Amma',
  },
  {
    name: 'Harsh Vardhan',
    userName: 'harsh.streams',
    gender: 'male',
    state: 'Bihar',
    city: 'Patna',
    categories: ['Gaming'],
    languages: ['Hindi', 'English'],
    headline: 'Late-night esports streams',
  },
  {
    name: 'Zoya Mirza',
    userName: 'zoya.makeup',
    gender: 'female',
    state: 'Jammu and Kashmir',
    city: 'Srinagar',
    categories: ['Beauty', 'Fashion'],
    languages: ['Kashmiri', 'Urdu', 'Hindi'],
    headline: 'Bridal looks from the valley',
  },
  {
    name: 'Abhishek Mishra',
    userName: 'abhishek.standup',
    gender: 'male',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    categories: ['Comedy'],
    languages: ['Hindi'],
    headline: 'Banarasi stand-up',
  },
  {
    name: 'Divya Hegde',
    userName: 'divya.minimal',
    gender: 'female',
    state: 'Karnataka',
    city: 'Mysuru',
    categories: ['Home Decor', 'Lifestyle'],
    languages: ['Kannada', 'English'],
    headline: 'Minimal living, Mysuru style',
  },
  {
    name: 'Sanjay Bora',
    userName: 'sanjay.northeast',
    gender: 'male',
    state: 'Assam',
    city: 'Guwahati',
    categories: ['Travel', 'Food'],
    languages: ['Assamese', 'Hindi', 'English'],
    headline: 'Hidden Northeast',
  },
  {
    name: 'Prachi Deshmukh',
    userName: 'prachi.momlife',
    gender: 'female',
    state: 'Maharashtra',
    city: 'Nagpur',
    categories: ['Parenting', 'Education'],
    languages: ['Marathi', 'Hindi'],
    headline: 'Real mom life, no filters',
  },
  {
    name: 'Yash Thakkar',
    userName: 'yash.sneakers',
    gender: 'male',
    state: 'Gujarat',
    city: 'Vadodara',
    categories: ['Fashion', 'Sports'],
    languages: ['Gujarati', 'English'],
    headline: 'Sneaker drops and styling',
  },
  {
    name: 'Shreya Mukherjee',
    userName: 'shreya.bookish',
    gender: 'female',
    state: 'West Bengal',
    city: 'Siliguri',
    categories: ['Education', 'Art & Craft'],
    languages: ['Bengali', 'English'],
    headline: 'Journals, books and hand lettering',
  },
  {
    name: 'Rajat Saxena',
    userName: 'rajat.autoexpert',
    gender: 'male',
    state: 'Delhi',
    city: 'Rohini',
    categories: ['Automobile', 'Technology'],
    languages: ['Hindi', 'English'],
    headline: 'EVs explained',
  },
  {
    name: 'Gayatri Naidu',
    userName: 'gayatri.kuchipudi',
    gender: 'female',
    state: 'Andhra Pradesh',
    city: 'Vijayawada',
    categories: ['Dance', 'Music'],
    languages: ['Telugu', 'English'],
    headline: 'Kuchipudi for a new generation',
  },
  {
    name: 'Imran Sheikh',
    userName: 'imran.fitclub',
    gender: 'male',
    state: 'Maharashtra',
    city: 'Thane',
    categories: ['Fitness'],
    languages: ['Hindi', 'Marathi', 'Urdu'],
    headline: 'Home workouts, zero equipment',
  },
  {
    name: 'Bhavna Rathore',
    userName: 'bhavna.rajasthani',
    gender: 'female',
    state: 'Rajasthan',
    city: 'Udaipur',
    categories: ['Fashion', 'Travel'],
    languages: ['Hindi', 'English'],
    headline: 'Lehariya, lakes and palaces',
  },
  {
    name: 'Tenzin Dorjee',
    userName: 'tenzin.trails',
    gender: 'male',
    state: 'Sikkim',
    city: 'Gangtok',
    categories: ['Travel', 'Photography'],
    languages: ['Nepali', 'Hindi', 'English'],
    headline: 'Himalayan treks',
  },
  {
    name: 'Anjali Sinha',
    userName: 'anjali.skincare',
    gender: 'female',
    state: 'Jharkhand',
    city: 'Ranchi',
    categories: ['Beauty'],
    languages: ['Hindi', 'English'],
    headline: 'Ingredient-first skincare',
  },
  {
    name: 'Kabir Sethi',
    userName: 'kabir.finfluencer',
    gender: 'male',
    state: 'Haryana',
    city: 'Faridabad',
    categories: ['Finance'],
    languages: ['Hindi', 'English'],
    headline: 'Mutual funds without jargon',
  },
  {
    name: 'Sana Fernandes',
    userName: 'sana.goadiaries',
    gender: 'female',
    state: 'Goa',
    city: 'Panaji',
    categories: ['Travel', 'Food'],
    languages: ['Konkani', 'English'],
    headline: 'Goa beyond the beaches',
  },
  {
    name: 'Mohit Yadav',
    userName: 'mohit.gymbro',
    gender: 'male',
    state: 'Uttar Pradesh',
    city: 'Ghaziabad',
    categories: ['Fitness', 'Comedy'],
    languages: ['Hindi'],
    headline: 'Gym humour and real gains',
  },
  {
    name: 'Neha Chauhan',
    userName: 'neha.tinytots',
    gender: 'female',
    state: 'Himachal Pradesh',
    city: 'Shimla',
    categories: ['Parenting', 'Health & Wellness'],
    languages: ['Hindi', 'English'],
    headline: 'Mountain mom, healthy kids',
  },
  {
    name: 'Varun Iyer',
    userName: 'varun.filmy',
    gender: 'male',
    state: 'Tamil Nadu',
    city: 'Madurai',
    categories: ['Entertainment', 'Music'],
    languages: ['Tamil', 'English'],
    headline: 'Film breakdowns and BGM covers',
  },
  {
    name: 'Rupali Sahu',
    userName: 'rupali.odissi',
    gender: 'female',
    state: 'Odisha',
    city: 'Bhubaneswar',
    categories: ['Dance', 'Art & Craft'],
    languages: ['Odia', 'Hindi'],
    headline: 'Odissi and pattachitra',
  },
  {
    name: 'Gurpreet Gill',
    userName: 'gurpreet.bhangra',
    gender: 'male',
    state: 'Punjab',
    city: 'Jalandhar',
    categories: ['Dance', 'Music'],
    languages: ['Punjabi'],
    headline: 'Bhangra workouts',
  },
];

/** What each niche creates, to write descriptions that read like real bios. */
const NICHE: Record<string, string> = {
  Fashion: 'I style affordable outfits and festive looks, and review labels honestly.',
  Beauty: 'Skincare routines and makeup tutorials tested on real Indian skin tones.',
  Lifestyle: 'Slow mornings, weekend plans and the little things that make a day better.',
  Travel: 'Budget itineraries, homestays and offbeat places worth the detour.',
  Food: 'Street food trails, family recipes and restaurant reviews without the hype.',
  Fitness: 'Workout plans that fit a 9-to-5, with form tips and progress check-ins.',
  Technology: 'Unboxings, long-term reviews and which gadget is actually worth your money.',
  Gaming: 'Live streams, tournament highlights and beginner guides.',
  Parenting: 'Practical parenting tips, kid-friendly recipes and weekend activities.',
  Education: 'Study hacks, explainers and exam preparation that actually helps.',
  Finance: 'Budgeting, SIPs and tax basics explained with everyday examples.',
  Comedy: 'Relatable sketches about family, office life and everything in between.',
  Music: 'Covers, originals and behind-the-scenes of making music at home.',
  Dance: 'Choreography, classical roots and easy routines you can learn in a day.',
  'Health & Wellness': 'Mindful habits, yoga and nutrition myths busted.',
  Sports: 'Match breakdowns, drills and the stories behind the scores.',
  Automobile: 'Test drives, ownership reviews and road-trip ready checklists.',
  Photography: 'Phone photography tricks, presets and travel frames.',
  'Art & Craft': 'Traditional art forms, DIY projects and festive crafts.',
  Pets: 'Adoption stories, pet care basics and very good dogs.',
  'Home Decor': 'Rental-friendly makeovers and decor finds under a budget.',
  Entertainment: 'Movie and OTT reviews, trends and reactions.',
};

type ServiceTemplate = { title: string; description: string; factor: number; ugcFactor?: number };
const SERVICES: Record<number, readonly ServiceTemplate[]> = {
  [Platform.Instagram]: [
    {
      title: 'Instagram Story',
      description: 'Three story frames with your product, a link sticker and a mention. Live for 24 hours.',
      factor: 0.5,
    },
    {
      title: 'Instagram Feed Post',
      description:
        'One styled photo or carousel post on my feed with caption, tags and hashtags of your choice.',
      factor: 0.8,
    },
    {
      title: 'Instagram Reel',
      description:
        'One 30 to 60 second reel featuring your product, scripted with you, with trending audio and a call to action.',
      factor: 1.2,
      ugcFactor: 0.4,
    },
  ],
  [Platform.YouTube]: [
    {
      title: 'YouTube Dedicated Video',
      description:
        'A full 8 to 12 minute video about your product: unboxing, honest review and a link in the description for 30 days.',
      factor: 3,
    },
    {
      title: 'YouTube Integration (60 seconds)',
      description:
        'A 60 second integrated segment inside my next video, with a pinned comment and description link.',
      factor: 1.5,
    },
    {
      title: 'YouTube Shorts',
      description: 'One vertical short under 60 seconds featuring your product.',
      factor: 0.9,
    },
  ],
  [Platform.Facebook]: [
    {
      title: 'Facebook Post',
      description: 'One photo post on my page with your link and mention.',
      factor: 0.4,
    },
    {
      title: 'Facebook Video',
      description: 'One native video up to 3 minutes, shared to my page and groups.',
      factor: 0.9,
    },
  ],
  [Platform.UGC]: [
    {
      title: 'UGC Product Video (30 seconds)',
      description:
        'A 30 second vertical video for your ads and pages: raw footage plus one edited cut. You own the usage rights.',
      factor: 0.7,
    },
    {
      title: 'UGC Unboxing Video',
      description:
        'An authentic unboxing and first-impressions video, delivered as a file for your channels.',
      factor: 0.6,
    },
    {
      title: 'UGC Testimonial',
      description: 'A talking-head testimonial, 45 seconds, with two hook variations for ads.',
      factor: 0.8,
    },
  ],
};

/** Platforms each person is on, cycled through so every combination appears. */
const PLATFORM_SETS: readonly (readonly number[])[] = [
  [Platform.Instagram, Platform.YouTube],
  [Platform.Instagram],
  [Platform.Instagram, Platform.Facebook],
  [Platform.YouTube],
  [Platform.Instagram, Platform.UGC],
  [Platform.Instagram, Platform.YouTube, Platform.Facebook],
  [Platform.UGC],
  [Platform.Instagram, Platform.YouTube, Platform.UGC],
];

const PAGE_HOSTS: Record<number, string> = {
  [Platform.Instagram]: 'instagram.com/',
  [Platform.YouTube]: 'youtube.com/@',
  [Platform.Facebook]: 'facebook.com/',
  [Platform.UGC]: 'behance.net/',
};

/** A typical price (rupees) of one post for each follower range 1-8. */
const BASE_PRICE_RUPEES = [0, 800, 2_000, 5_000, 12_000, 30_000, 75_000, 150_000, 300_000];

/** Public videos used as portfolio samples (stored in their embed form, as the API would). */
const PORTFOLIO_SAMPLES = [
  'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  'https://youtu.be/dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=9bZkp7q19f0',
  'https://www.youtube.com/watch?v=kJQP7kiw5Fk',
  'https://www.youtube.com/watch?v=OPf0YbXqDm0',
  'https://www.youtube.com/watch?v=JGwWNGJdvx8',
];

/** GST state codes of the states whose demo creators are GST registered. */
const GST_STATE_CODES: Record<string, string> = {
  Delhi: '07',
  Maharashtra: '27',
  Karnataka: '29',
  'Tamil Nadu': '33',
  Gujarat: '24',
  Telangana: '36',
  'West Bengal': '19',
  Haryana: '06',
};

/** A small deterministic generator, so every fresh database gets the same demo data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function gstinFor(person: Person, index: number): string | null {
  const stateCode = GST_STATE_CODES[person.state];
  if (!stateCode || index % 3 !== 0) return null;
  const surname = person.name.split(' ').pop() ?? 'X';
  const pan = `${LETTERS[index % 26]}${LETTERS[(index * 7) % 26]}${LETTERS[(index * 11) % 26]}P${surname[0]?.toUpperCase() ?? 'X'}${String(1000 + index * 37).slice(-4)}${LETTERS[(index * 5) % 26]}`;
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}

const roundPrice = (rupees: number) => Math.max(500, Math.round(rupees / 100) * 100);

type Lookups = {
  stateId: (name: string) => number;
  cityId: (state: string, city: string) => number;
  categoryId: (name: string) => number;
};

/** Ids follow master-data.ts: state n is id n, a city is stateId * 100 + its position. */
function lookups(): Lookups {
  const stateIndex = (name: string) => {
    const index = INDIA_STATES.findIndex((s) => s.name === name);
    if (index < 0) throw new Error(`Demo seed: unknown state ${name}`);
    return index;
  };
  return {
    stateId: (name) => stateIndex(name) + 1,
    cityId: (state, city) => {
      const index = stateIndex(state);
      const position = INDIA_STATES[index]?.cities.indexOf(city) ?? -1;
      if (position < 0) throw new Error(`Demo seed: unknown city ${city}, ${state}`);
      return (index + 1) * 100 + position + 1;
    },
    categoryId: (name) => {
      const index = CATEGORY_NAMES.indexOf(name);
      if (index < 0) throw new Error(`Demo seed: unknown category ${name}`);
      return index + 1;
    },
  };
}

const languagesJson = (names: readonly string[]) =>
  JSON.stringify(
    names.map((name) => {
      const language = LANGUAGES.find((l) => l.name === name);
      if (!language) throw new Error(`Demo seed: unknown language ${name}`);
      return { id: language.id, name: language.name };
    }),
  );

const bioOf = (person: Person) =>
  [
    `${person.headline}.`,
    ...person.categories.map((c) => NICHE[c] ?? ''),
    `Based in ${person.city}; I create in ${person.languages.join(', ')}.`,
  ]
    .join(' ')
    .slice(0, 500);

function tagsFor(person: Person, rng: () => number): string {
  const tags = TAGS.filter((tag) => {
    if (tag.id === 1)
      return person.categories.some((c) => ['Comedy', 'Education', 'Finance', 'Technology'].includes(c));
    return rng() < 0.22;
  });
  return JSON.stringify(tags.map(({ id, name }) => ({ id, name })));
}

async function seedPerson(
  trx: DbOrTrx,
  person: Person,
  index: number,
  context: {
    now: Date;
    rng: () => number;
    ids: Lookups;
    passwordHash: string;
    picture: { name: string; bytes: number };
    demoAccountId: number | undefined;
  },
) {
  const { now, rng, ids, passwordHash, picture, demoAccountId } = context;
  // The last few joined this week and wait for the super admin's approval (the admin page's Pending list).
  const isPending = index >= PEOPLE.length - DEMO_PENDING_COUNT;
  const isFeatured = !isPending && index % 6 === 0;
  const isOffline = !isFeatured && !isPending && index % 7 === 3;
  const daysSinceLogin = isPending ? 0 : isOffline ? 100 + Math.floor(rng() * 200) : Math.floor(rng() * 20);
  const joinedDaysAgo = isPending ? 1 + (PEOPLE.length - index) : 120 + index * 3;
  const createdOn = new Date(now.getTime() - joinedDaysAgo * DAY_MS).toISOString();
  const lastLoginOn = new Date(
    now.getTime() - daysSinceLogin * DAY_MS - Math.floor(rng() * DAY_MS),
  ).toISOString();
  const at = now.toISOString();
  const userValues = {
    name: person.name,
    status: isPending ? UserStatus.Pending : UserStatus.Active,
    emailVerified: 1 as const,
    isFeatured: isFeatured ? (1 as const) : (0 as const),
    tags: tagsFor(person, rng),
    profilePic: picture.name,
    modifiedOn: at,
    lastLoginOn,
  };

  const isDemoAccount = person.userName === DEMO_ACCOUNT_USER_NAME && demoAccountId !== undefined;
  const userId = isDemoAccount
    ? (await trx.updateTable('users').set(userValues).where('id', '=', demoAccountId).execute(),
      demoAccountId)
    : (
        await trx
          .insertInto('users')
          .values({
            ...userValues,
            roleId: Role.Influencer,
            userName: person.userName,
            email: `${person.userName.replace(/\./g, '')}${DEMO_INFLUENCER_EMAIL_DOMAIN}`,
            passwordHash,
            createdOn,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

  await trx
    .insertInto('uploads')
    .values({
      name: picture.name,
      ownerUserId: userId,
      kind: 'image',
      contentType: 'image/webp',
      bytes: picture.bytes,
      createdOn: at,
    })
    .execute();

  const gstNo = gstinFor(person, index);
  const age = 19 + Math.floor(rng() * 18);
  const dob = new Date(
    Date.UTC(now.getUTCFullYear() - age, Math.floor(rng() * 12), 1 + Math.floor(rng() * 28)),
  );
  await trx
    .insertInto('influencerProfiles')
    .values({
      userId,
      title: person.headline,
      description: bioOf(person),
      gender: person.gender,
      countryId: INDIA_COUNTRY_ID,
      stateId: ids.stateId(person.state),
      cityId: ids.cityId(person.state, person.city),
      dob: dob.toISOString().slice(0, 10),
      languages: languagesJson(person.languages),
      isGst: gstNo ? 1 : 0,
      gstNo,
      modifiedOn: at,
    })
    .execute();
  await trx
    .insertInto('influencerCategories')
    .values(person.categories.map((c, position) => ({ userId, categoryId: ids.categoryId(c), position })))
    .execute();

  const platforms = isDemoAccount
    ? [Platform.Instagram, Platform.YouTube, Platform.UGC]
    : (PLATFORM_SETS[index % PLATFORM_SETS.length] ?? []);
  for (const [n, platformId] of platforms.entries()) {
    // Mostly micro and mid-tier creators, a few big names.
    const followerId = Math.min(8, 1 + Math.floor(rng() ** 1.6 * 8) + (isFeatured && n === 0 ? 2 : 0));
    const handle = person.userName.replace(/\./g, '_');
    const pageUrl = `${PAGE_HOSTS[platformId] ?? `${platformName(platformId).toLowerCase()}.com/`}${handle}`;
    await trx
      .insertInto('socialAccounts')
      .values({
        userId,
        platformId,
        pageUrl,
        followerId,
        followersCount: followersCountOf(followerId),
        createdOn: at,
        modifiedOn: at,
      })
      .execute();
    // Issue 18: the featured creators (not the published demo account) proved their main account theirs.
    if (isFeatured && !isDemoAccount && n === 0 && platformId !== Platform.UGC) {
      await trx
        .insertInto('socialVerifications')
        .values({
          userId,
          platformId,
          pageUrl,
          code: `${VERIFICATION_CODE_PREFIX}SEED${String(index % 100).padStart(2, '0')}`,
          issuedOn: at,
          expiresOn: at,
          status: VerificationStatus.Verified,
          verifiedOn: at,
        })
        .execute();
    }
    const templates = SERVICES[platformId] ?? [];
    const chosen = templates.filter((_, i) => i === templates.length - 1 || rng() < 0.75);
    for (const template of chosen) {
      const basePrice = BASE_PRICE_RUPEES[followerId] ?? 500;
      const pricePaise = roundPrice(basePrice * template.factor * (0.8 + rng() * 0.5)) * 100;
      const allowsUgc = template.ugcFactor !== undefined && (isDemoAccount || rng() < 0.5);
      await trx
        .insertInto('influencerServices')
        .values({
          userId,
          platformId,
          title: template.title,
          description: template.description,
          pricePaise,
          allowUgc: allowsUgc ? 1 : 0,
          ugcPricePaise: allowsUgc ? roundPrice((pricePaise / 100) * (template.ugcFactor ?? 0)) * 100 : 0,
          createdOn: at,
          modifiedOn: at,
        })
        .execute();
    }
  }

  const samples = [0, 1, 2].map((k) => PORTFOLIO_SAMPLES[(index + k * 2) % PORTFOLIO_SAMPLES.length] ?? null);
  const portfolioSize = isDemoAccount ? 3 : index % 4;
  if (portfolioSize > 0) {
    const url = (k: number) => (k < portfolioSize && samples[k] ? normalisePortfolioUrl(samples[k]) : null);
    await trx
      .insertInto('influencerPortfolios')
      .values({ userId, url1: url(0), url2: url(1), url3: url(2), modifiedOn: at })
      .execute();
  }
}

/**
 * Complete, varied demo influencers (issue 3 'Seed'): pictures generated here, categories, places,
 * languages, priced services on several platforms (some Instagram reels with UGC rights),
 * portfolios, tags, some featured and some offline. The demo influencer account gets a complete
 * profile too. Runs once, on the first start of an empty database.
 */
export async function seedDemoInfluencers(db: Db, now: Date, storage: Storage): Promise<void> {
  const rng = mulberry32(20_260_601);
  const ids = lookups();
  const passwordHash = await hashPassword(DEMO_INFLUENCER_PASSWORD);
  const pictures = await Promise.all(PEOPLE.map((person, index) => storeAvatar(storage, person.name, index)));
  const demoAccount = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNT_EMAIL)
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    for (const [index, person] of PEOPLE.entries()) {
      const picture = pictures[index];
      if (!picture) continue;
      await seedPerson(trx, person, index, {
        now,
        rng,
        ids,
        passwordHash,
        picture,
        demoAccountId: demoAccount?.id,
      });
    }
  });
  await rebuildInfluencerSearch(db);
}

export const DEMO_INFLUENCER_COUNT = PEOPLE.length;
