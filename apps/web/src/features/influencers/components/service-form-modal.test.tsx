import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Platform } from '@collably/shared/constants/platforms';
import { renderWithProviders } from '@/test/render';
import { ServiceForm } from './service-form-modal';

const renderForm = (platformId: number, onSave = vi.fn()) => {
  renderWithProviders(
    <ServiceForm platformId={platformId} initial={null} onCancel={vi.fn()} onSave={onSave} />,
  );
  return onSave;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ServiceForm', () => {
  it('requires title, description and price', async () => {
    const onSave = renderForm(Platform.Instagram);
    await save();
    expect(await screen.findByText('Title is Required')).toBeInTheDocument();
    expect(screen.getByText('Description is Required')).toBeInTheDocument();
    expect(screen.getByText('Price is Required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a price of at least 500', async () => {
    const onSave = renderForm(Platform.YouTube);
    await userEvent.type(screen.getByLabelText('Title'), 'YouTube Shorts');
    await userEvent.type(screen.getByLabelText('Description'), 'One short under 60 seconds.');
    await userEvent.type(screen.getByLabelText('Price'), '499');
    await save();
    expect(await screen.findByText('Enter a value equal or more than 500')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '500');
    await save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        influencerServiceId: 0,
        title: 'YouTube Shorts',
        description: 'One short under 60 seconds.',
        price: 500,
        allowUGC: false,
        ugcPrice: 0,
        revisions: 2,
        extraRevisionPrice: null,
      }),
    );
  });

  it('takes the revisions included and an optional price per extra revision (issue 19 item 4)', async () => {
    const onSave = renderForm(Platform.YouTube);
    await userEvent.type(screen.getByLabelText('Title'), 'YouTube Shorts');
    await userEvent.type(screen.getByLabelText('Description'), 'One short under 60 seconds.');
    await userEvent.type(screen.getByLabelText('Price'), '1500');
    const revisions = screen.getByLabelText('Revisions included');
    await userEvent.clear(revisions);
    await userEvent.type(revisions, '3');
    await userEvent.type(screen.getByLabelText('Price per extra revision (optional)'), '50');
    await save();
    expect(
      await screen.findByText('Enter a value equal or more than 100, or leave it empty'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Price per extra revision (optional)'), '0');
    await save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ revisions: 3, extraRevisionPrice: 500 })),
    );
  });

  it('offers UGC only on Instagram, for a title containing "reel" in any case', async () => {
    renderForm(Platform.Instagram);
    const title = screen.getByLabelText('Title');
    await userEvent.type(title, 'Instagram Story');
    expect(screen.queryByLabelText(/Offer UGC rights/)).not.toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Product REEL');
    expect(screen.getByLabelText(/Offer UGC rights/)).toBeInTheDocument();
  });

  it('never offers UGC on other platforms, even for a reel', async () => {
    for (const platformId of [Platform.Facebook, Platform.YouTube, Platform.UGC]) {
      renderForm(platformId);
      await userEvent.type(screen.getByLabelText('Title'), 'Reel');
      expect(screen.queryByLabelText(/Offer UGC rights/)).not.toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('asks for the UGC price once UGC rights are ticked, and sends it', async () => {
    const onSave = renderForm(Platform.Instagram);
    await userEvent.type(screen.getByLabelText('Title'), 'Instagram Reel');
    await userEvent.type(screen.getByLabelText('Description'), 'A 30 second reel.');
    await userEvent.type(screen.getByLabelText('Price'), '3000');
    expect(screen.queryByLabelText('UGC Price')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Offer UGC rights/));
    await save();
    expect(await screen.findByText('UGC Price is Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('UGC Price'), '1200');
    await save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ allowUGC: true, ugcPrice: 1200, price: 3000 }),
      ),
    );
  });

  it('drops a UGC tick when the title stops being a reel', async () => {
    const onSave = renderForm(Platform.Instagram);
    await userEvent.type(screen.getByLabelText('Title'), 'Reel');
    await userEvent.click(screen.getByLabelText(/Offer UGC rights/));
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Story');
    await userEvent.type(screen.getByLabelText('Description'), 'A story.');
    await userEvent.type(screen.getByLabelText('Price'), '900');
    await save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Story', allowUGC: false, ugcPrice: 0 }),
      ),
    );
  });
});
