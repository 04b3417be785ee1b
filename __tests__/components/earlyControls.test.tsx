import React, { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ThemeToggle from '../../src/components/layout/ThemeToggle/ThemeToggle';
import NotificationBar from '../../src/components/layout/NotificationBar/NotificationBar';
import { EARLY_KEYS_ATTRIBUTE, HYDRATED_ATTRIBUTE, replayEarlyPresses } from '../../src/browser/earlyControls';
import { installEarlyControls } from '../../src/head/earlyControls';
import { findPageLink } from '../../src/browser/plainLinks';

const root = document.documentElement;

beforeAll(() => {
  installEarlyControls();
});

beforeEach(() => {
  localStorage.clear();
  root.setAttribute('data-theme', 'light');
  root.removeAttribute('data-notification-dismissed');
  root.removeAttribute(HYDRATED_ATTRIBUTE);
  window.__earlyPresses?.take();
});

describe('controls that never need the app', () => {
  it('the theme toggle switches to dark, stores the choice under "theme", and back, before and after hydration', async () => {
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: /Switch to dark theme/ });
    await userEvent.click(toggle);
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    await userEvent.click(toggle);
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    // Nothing was kept for the app: the press was carried out at once.
    expect(window.__earlyPresses!.take()).toEqual([]);
  });

  it('the theme toggle still switches for the visit when storage throws', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button'));
    expect(root).toHaveAttribute('data-theme', 'dark');
    setItem.mockRestore();
  });

  it('the dismiss button hides the notification for good (version "3" stored) and puts focus on the home link', async () => {
    render(
      <>
        <header>
          <a href="/">webpack</a>
        </header>
        <NotificationBar />
      </>,
    );
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(root).toHaveAttribute('data-notification-dismissed');
    expect(localStorage.getItem('notification-dismissed')).toBe('3');
    expect(screen.getByRole('link', { name: 'webpack' })).toHaveFocus();
  });
});

/** A control of the app: a count of presses React handled. */
function Counter({ keys }: { keys?: string }) {
  const [clicks, setClicks] = useState(0);
  const [pressed, setPressed] = useState<string[]>([]);
  const [version, setVersion] = useState('5');
  return (
    <div {...(keys ? { [EARLY_KEYS_ATTRIBUTE]: keys } : {})}>
      <button type="button" onClick={() => setClicks((count) => count + 1)} onKeyDown={(event) => setPressed((list) => [...list, event.key])}>
        Pressed {clicks} times; keys {pressed.join(' ')}
      </button>
      <select aria-label="Version" defaultValue="5" onChange={(event) => setVersion(event.target.value)}>
        <option value="5">5</option>
        <option value="4">4</option>
      </select>
      <p>Version {version}</p>
    </div>
  );
}

describe('presses on controls of the app, before it is interactive', () => {
  it('are kept, then carried out exactly once when the app starts, in order', async () => {
    render(<Counter keys="ArrowRight ArrowLeft" />);
    const button = screen.getByRole('button');
    await userEvent.click(button);
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowLeft}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Version' }), '4');
    expect(button).toHaveTextContent('Pressed 0 times; keys ArrowDown');
    expect(screen.getByText(/^Version/)).toHaveTextContent('Version 5');

    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    act(() => replayEarlyPresses());
    // ArrowDown is not one of the keys the control lists: the browser and the app had it at once.
    expect(button).toHaveTextContent('Pressed 2 times; keys ArrowDown ArrowRight ArrowLeft');
    expect(screen.getByText(/^Version/)).toHaveTextContent('Version 4');
    // Carrying the presses out moves no focus: it stays on the select the reader used last.
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveFocus();

    act(() => replayEarlyPresses());
    expect(button).toHaveTextContent('Pressed 2 times; keys ArrowDown ArrowRight ArrowLeft');
    await userEvent.click(button);
    expect(button).toHaveTextContent('Pressed 3 times');
  });

  it('are not kept for a control no longer on the page', async () => {
    const { unmount } = render(<Counter />);
    await userEvent.click(screen.getByRole('button'));
    unmount();
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    expect(() => replayEarlyPresses()).not.toThrow();
  });

  it('leave tabs to the tabs script: a tab press is never kept', async () => {
    render(
      <div role="tablist">
        <button type="button" role="tab">
          npm
        </button>
      </div>,
    );
    await userEvent.click(screen.getByRole('tab'));
    expect(window.__earlyPresses!.take()).toEqual([]);
  });
});

describe('links pressed before the app is interactive', () => {
  /** Whether each click reached the page's default (a page load) or was kept; the default is stopped here (jsdom cannot navigate). */
  const prevented: boolean[] = [];
  const record = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    prevented.length = 0;
    window.addEventListener('click', record);
  });
  afterEach(() => window.removeEventListener('click', record));

  it('a link to another page is kept, then opened once by the app (a client navigation); only the last one pressed counts', async () => {
    const opened: string[] = [];
    const AppLink = ({ to }: { to: string }) => {
      const [count, setCount] = useState(0);
      return (
        <a
          href={to}
          onClick={(event) => {
            event.preventDefault();
            opened.push(to);
            setCount(count + 1);
          }}
        >
          {to} {count}
        </a>
      );
    };
    render(
      <>
        <AppLink to="/concepts/" />
        <AppLink to="/guides/" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: /concepts/ }));
    await userEvent.click(screen.getByRole('link', { name: /guides/ }));
    expect(opened).toEqual([]);
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    act(() => replayEarlyPresses());
    expect(opened).toEqual(['/guides/']);
  });

  it('links that open no page here are the browser\'s at once: a heading of this page, a new tab, a download, another site, a printable page, a file', async () => {
    render(
      <>
        <a href="#top">this page</a>
        <a href="/concepts/" target="_blank">
          new tab
        </a>
        <a href="/concepts/" download>
          download
        </a>
        <a href="https://github.com/webpack/webpack/">other site</a>
        <a href="/concepts/printable/">printable</a>
        <a href="/concepts.md">file</a>
      </>,
    );
    for (const link of screen.getAllByRole('link')) await userEvent.click(link);
    expect(prevented).toEqual([false, false, false, false, false, false]);
    expect(window.__earlyPresses!.take()).toEqual([]);
  });

  it('keeps exactly the links the app would follow as page links (findPageLink): the head script applies that rule', () => {
    const hrefs = ['/concepts/', '/concepts/#entry', '#top', '/', '/guides/printable/', '/concepts.md', '/llms.txt', 'https://github.com/webpack/webpack/', '//example.com/x/', '/configuration/output/?a=1', 'mailto:a@b.c'];
    const { container } = render(
      <>
        {hrefs.map((href) => (
          <a key={href} href={href}>
            {href}
          </a>
        ))}
      </>,
    );
    const links = [...container.querySelectorAll('a')];
    const kept = links.map((link) => {
      fireEvent.click(link);
      return window.__earlyPresses!.take().length > 0;
    });
    expect(Object.fromEntries(hrefs.map((href, i) => [href, kept[i]]))).toEqual(Object.fromEntries(hrefs.map((href, i) => [href, findPageLink(links[i]) !== null])));
  });

  it('a press with a modifier key or another button (a new tab or window) is the browser\'s', () => {
    render(<a href="/concepts/">Concepts</a>);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link'), { metaKey: true });
    fireEvent.click(screen.getByRole('link'), { shiftKey: true });
    fireEvent.click(screen.getByRole('link'), { button: 1 });
    expect(prevented).toEqual([false, false, false, false]);
    expect(window.__earlyPresses!.take()).toEqual([]);
  });
});
