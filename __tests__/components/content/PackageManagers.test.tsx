import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import PackageManagers from '../../../src/components/content/PackageManagers/PackageManagers';
import { getInstallCommands } from '../../../src/model/contentComponents';

const commandsOf = (pkg: string, dev: boolean) => getInstallCommands({ pkg, dev }).map(({ command }) => <pre key={command}>{command}</pre>);

describe('PackageManagers', () => {
  it('writes the command of each package manager, for development dependencies or not', () => {
    expect(getInstallCommands({ pkg: 'css-loader  style-loader', dev: true }).map(({ command }) => command)).toEqual([
      'npm install --save-dev css-loader style-loader',
      'yarn add --dev css-loader style-loader',
      'pnpm add --save-dev css-loader style-loader',
    ]);
    expect(getInstallCommands({ pkg: 'lodash' }).map(({ command }) => command)).toEqual(['npm install lodash', 'yarn add lodash', 'pnpm add lodash']);
  });

  it('renders npm, yarn and pnpm tabs, each panel with its command', () => {
    render(<PackageManagers id="tabs-1" pkg="css-loader" dev commands={commandsOf('css-loader', true)} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm']);
    expect(within(screen.getByRole('tabpanel', { name: 'yarn' })).getByText('yarn add --dev css-loader')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel', { name: 'pnpm' })).getByText('pnpm add --save-dev css-loader')).toBeInTheDocument();
  });

  it('adds its own class to the tab group for the spacing of its code blocks', () => {
    const html = renderToStaticMarkup(<PackageManagers id="tabs-1" pkg="lodash" commands={commandsOf('lodash', false)} />);
    expect(html).toMatch(/^<div class="Tabs-module--tabs PackageManagers-module--packageManagers" data-tabs="">/);
  });
});
