import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CodeCopy from '../../src/components/docs/CodeCopy/CodeCopy';

// The markup rehypeCodeBlocks gives a diff block at build time.
const BLOCK = `<div class="code-block"><div class="code-block-title">webpack.config.js</div><pre data-language="diff"><code>- mode: 'development',
+ mode: 'production',
</code></pre><button type="button" class="copy-button" aria-label="Copy webpack.config.js">Copy</button></div>`;

describe('CodeCopy', () => {
  it('copies a diff without removed lines or markers and announces it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <>
        <div dangerouslySetInnerHTML={{ __html: BLOCK }} />
        <CodeCopy />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy webpack.config.js' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(" mode: 'production',");
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard'));
    expect(button).toHaveTextContent('Copied');
  });
});
