import React from 'react';
import { render, screen, fireEvent, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LanguageMenu from '../../src/components/layout/LanguageMenu/LanguageMenu';

describe('LanguageMenu', () => {
  it('opens on click and links each language host with the same path and hash', async () => {
    render(<LanguageMenu path="/guides/caching/#hashes" />);
    const button = screen.getByRole('button', { name: 'EN (select language)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', 'https://webpack.js.org/guides/caching/#hashes');
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('href', 'https://webpack.docschina.org/guides/caching/#hashes');
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute('href', 'https://webpack.kr/guides/caching/#hashes');
  });

  it('closes on Escape and returns focus to the button', async () => {
    render(<LanguageMenu path="/" />);
    const button = screen.getByRole('button', { name: 'EN (select language)' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <LanguageMenu path="/" />
        <p>outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'EN (select language)' });
    await userEvent.click(button);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the entries with the arrow keys', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    render(<LanguageMenu path="/" />);
    const button = screen.getByRole('button', { name: 'EN (select language)' });
    await userEvent.click(button);
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
    });
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'English' }), { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: '中文' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: '中文' }), { key: 'ArrowUp' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
  });
});
