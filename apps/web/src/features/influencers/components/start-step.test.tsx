import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInfluencerDetails } from '@collably/shared/schemas/influencers';
import { renderWithProviders } from '@/test/render';
import { StartStep } from './start-step';

const emptyDetails: TInfluencerDetails = {
  userId: 7,
  userName: 'neha.v',
  name: 'Neha Verma',
  status: 'pending',
  title: '',
  description: '',
  base64Image: null,
  gender: '',
  country: 101,
  state: -1,
  city: -1,
  dob: '0001-01-01T00:00:00',
  language: '[]',
  infCategories: [],
  infSocialAccounts: [],
  isGST: false,
  gstno: '',
};

const MASTER: Record<string, unknown> = {
  '/api/master/categories': [
    { categoryId: 1, categoryName: 'Fashion' },
    { categoryId: 2, categoryName: 'Beauty' },
    { categoryId: 5, categoryName: 'Food' },
  ],
  '/api/master/states/101': [{ stateId: 14, name: 'Maharashtra' }],
  '/api/master/cities/14': [{ cityId: 1402, name: 'Pune' }],
};

const json = (data: unknown, isSuccess = true, status = 200) =>
  new Response(JSON.stringify({ isSuccess, message: isSuccess ? 'Success' : String(data), data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (input: string) => {
    const path = input.split('?')[0] ?? '';
    if (path in MASTER) return json(MASTER[path]);
    return json('not found', false, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** Opens a Mantine select by its label and clicks an option, as a person does. */
async function choose(label: string, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  // One input event for the whole name: typing it key by key re-renders the form per letter, for nothing.
  await userEvent.paste(option);
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('StartStep', () => {
  it(
    'shows every problem at once, each beside its field, and only what is still wrong after a fix',
    { timeout: 30_000 },
    async () => {
      const onSaved = vi.fn();
      renderWithProviders(<StartStep userId={7} details={emptyDetails} onSaved={onSaved} />);
      await userEvent.clear(screen.getByLabelText('Date of birth'));
      await submit();

      const fieldMessages: [string, string][] = [
        ['Description', 'Please specify description'],
        ['Categories', 'Please select at least one category'],
        ['State', 'Please select state'],
        ['City', 'Please select city'],
        ['Date of birth', 'Please specify DOB'],
        ['Languages', 'Please enter at least one language'],
      ];
      for (const [label, message] of fieldMessages) {
        // Beside its field: the input names the message as its description and is marked invalid.
        const input = screen.getByLabelText(label, { selector: 'input, textarea' });
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
        expect(input).toHaveAttribute('aria-invalid', 'true');
      }
      expect(screen.getByText('Please upload a post style picture')).toBeInTheDocument();
      expect(screen.getByText('Please select gender')).toBeInTheDocument();

      // A fixed field loses its message; the others stay until the next press of Next.
      await userEvent.click(screen.getByLabelText('Description'));
      await userEvent.paste('a'.repeat(501));
      expect(screen.queryByText('Please specify description')).not.toBeInTheDocument();
      expect(screen.getByText('Please select state')).toBeInTheDocument();
      await submit();
      expect(await screen.findByText('Description should not exceed 500 character')).toBeInTheDocument();
      expect(screen.getByText('Please select at least one category')).toBeInTheDocument();

      await userEvent.clear(screen.getByLabelText('Description'));
      await userEvent.click(screen.getByLabelText('Description'));
      await userEvent.paste('Street food walks across Pune.');
      await choose('Categories', 'Food');
      await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
      await choose('State', 'Maharashtra');
      await submit();
      for (const message of [
        'Please upload a post style picture',
        'Please select city',
        'Please specify DOB',
        'Please enter at least one language',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      for (const message of [
        'Please specify description',
        'Please select at least one category',
        'Please select gender',
        'Please select state',
      ]) {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      }
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('add-detail'))).toBe(false);
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  it('starts the date of birth 20 years before today', () => {
    renderWithProviders(<StartStep userId={7} details={emptyDetails} onSaved={vi.fn()} />);
    const year = new Date().getFullYear() - 20;
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toMatch(new RegExp(`^${year}-`));
  });

  it('says the category limit up front and disables a third pick', { timeout: 15_000 }, async () => {
    renderWithProviders(<StartStep userId={7} details={emptyDetails} onSaved={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Categories' });
    expect(input).toHaveAccessibleDescription('Choose up to 2 categories.');
    await choose('Categories', 'Fashion');
    await choose('Categories', 'Beauty');
    expect(input).toHaveAccessibleDescription('You have chosen 2 categories. Remove one to choose another.');
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Food' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Food' }));
    const field = input.closest('.mantine-MultiSelect-root');
    const pills = within(field as HTMLElement)
      .getAllByText(/^(Fashion|Beauty|Food)$/)
      .map((el) => el.textContent);
    expect(pills).toEqual(['Fashion', 'Beauty']);
  });

  it('refuses a picture over 10 MB in the browser', async () => {
    renderWithProviders(<StartStep userId={7} details={emptyDetails} onSaved={vi.fn()} />);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(screen.queryByRole('img', { name: 'Profile picture preview' })).not.toBeInTheDocument();
  });

  it('sends the picture first, then the details in the add-detail shape', { timeout: 30_000 }, async () => {
    fetchMock.mockImplementation(async (input: string) => {
      const path = input.split('?')[0] ?? '';
      if (path in MASTER) return json(MASTER[path]);
      if (path === '/api/files/images') return json({ fileName: 'abc.webp' });
      if (path === '/api/influencer/add-detail') return json({ ...emptyDetails, description: 'x' });
      return json('not found', false, 404);
    });
    const onSaved = vi.fn();
    renderWithProviders(<StartStep userId={7} details={emptyDetails} onSaved={onSaved} />);
    await userEvent.click(screen.getByLabelText('Description'));
    await userEvent.paste('Street food walks across Pune.');
    await choose('Categories', 'Food');
    await choose('Categories', 'Fashion');
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await choose('State', 'Maharashtra');
    await choose('City', 'Pune');
    await choose('Languages', 'Marathi');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('add-detail')) as [
      string,
      RequestInit,
    ];
    const body = JSON.parse(call[1].body as string);
    expect(body).toMatchObject({
      UserId: 7,
      description: 'Street food walks across Pune.',
      categoryIds: '5,1',
      base64Image: 'abc.webp',
      gender: 'male',
      country: 101,
      state: 14,
      city: 1402,
      language: JSON.stringify([{ id: 13, name: 'Marathi' }]),
    });
  });

  it('shows the server message and stays on the step when saving fails', async () => {
    fetchMock.mockImplementation(async (input: string) => {
      const path = input.split('?')[0] ?? '';
      if (path in MASTER) return json(MASTER[path]);
      if (path === '/api/influencer/add-detail') return json('Please select city', false, 400);
      return json('not found', false, 404);
    });
    const onSaved = vi.fn();
    const details = { ...emptyDetails, base64Image: 'old.webp', description: 'Food walks.', gender: 'male' };
    renderWithProviders(
      <StartStep
        userId={7}
        details={{
          ...details,
          state: 14,
          city: 1402,
          language: '[{"id":4,"name":"English"}]',
          infCategories: [{ categoryId: 5, categoryName: 'Food' }],
        }}
        onSaved={onSaved}
      />,
    );
    await submit();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('add-detail'))).toBe(true),
    );
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });
});
