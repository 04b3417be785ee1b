import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SaveControl from '../../src/components/offline/SaveControl/SaveControl';
import type { OfflineCatalog } from '../../src/model/offline';

const catalog: OfflineCatalog = { build: 'b1', shared: [], sections: [], sizes: {} };
let finishSave: () => void = () => undefined;
let failSave: (error: Error) => void = () => undefined;

jest.mock('../../src/browser/savedDocs', () => ({
  getStorageProblem: jest.fn(() => null),
  loadCatalog: jest.fn(async () => catalog),
  readSavedIndex: jest.fn(async () => ({ build: 'b1', sections: [], files: [] })),
  getSaveSize: jest.fn(async () => ({ bytes: 2_400_000, gzip: 830_000, files: 12 })),
  saveSections: jest.fn(
    (_catalog: OfflineCatalog, _sections: string[], onProgress: (progress: { done: number; total: number }) => void) =>
      new Promise((resolve, reject) => {
        onProgress({ done: 415_000, total: 830_000 });
        finishSave = () => resolve({ build: 'b1', sections: ['/migrate/'], files: [] });
        failSave = reject;
      }),
  ),
  removeSections: jest.fn(async () => ({ build: 'b1', sections: [], files: [] })),
}));

const savedDocs = jest.requireMock('../../src/browser/savedDocs') as Record<string, jest.Mock>;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('SaveControl', () => {
  it('shows the download size before saving, a progress bar while saving, then "Available offline"', async () => {
    const user = userEvent.setup();
    render(<SaveControl sections={['/migrate/']} name="the migrate section" />);
    await user.click(screen.getByRole('button', { name: 'Save for offline reading: the migrate section' }));
    expect(await screen.findByRole('status')).toHaveTextContent('the migrate section: 830 KB to download (12 files, 2.4 MB stored).');
    await user.click(screen.getByRole('button', { name: 'Download 830 KB' }));
    const bar = await screen.findByRole('progressbar', { name: 'Saving the migrate section for offline reading' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await act(async () => finishSave());
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(savedDocs.saveSections).toHaveBeenCalledWith(catalog, ['/migrate/'], expect.any(Function));
  });

  it('lets the reader change their mind after seeing the size', async () => {
    const user = userEvent.setup();
    render(<SaveControl sections={['/migrate/']} name="the migrate section" />);
    await user.click(screen.getByRole('button', { name: /^Save for offline/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /^Save for offline/ })).toBeInTheDocument();
    expect(savedDocs.saveSections).not.toHaveBeenCalled();
  });

  it('says why in one sentence when saving fails, and offers to try again', async () => {
    const user = userEvent.setup();
    render(<SaveControl sections={['/migrate/']} name="the migrate section" />);
    await user.click(screen.getByRole('button', { name: /^Save for offline/ }));
    await user.click(await screen.findByRole('button', { name: /^Download / }));
    await act(async () => failSave(new Error('There is not enough storage space on this device to save these pages.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is not enough storage space on this device to save these pages.');
    expect(screen.queryByText('Available offline')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells the reader at once when this browser cannot store pages', async () => {
    savedDocs.getStorageProblem.mockReturnValueOnce('This browser does not let the site store files.');
    const user = userEvent.setup();
    render(<SaveControl sections={['/migrate/']} name="the migrate section" />);
    await user.click(screen.getByRole('button', { name: /^Save for offline/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser does not let the site store files.');
    expect(savedDocs.getSaveSize).not.toHaveBeenCalled();
  });

  it('shows a section saved in this release as available, with a way to remove it', async () => {
    localStorage.setItem('webpack-docs:saved-sections', JSON.stringify(['/migrate/']));
    savedDocs.readSavedIndex.mockResolvedValueOnce({ build: 'b1', sections: ['/migrate/'], files: [] });
    const user = userEvent.setup();
    render(<SaveControl sections={['/migrate/']} name="the migrate section" />);
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the migrate section from offline reading' }));
    expect(savedDocs.removeSections).toHaveBeenCalledWith(catalog, ['/migrate/']);
    expect(await screen.findByRole('button', { name: /^Save for offline/ })).toBeInTheDocument();
  });
});
