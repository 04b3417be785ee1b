import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CodeBlock from '../../src/components/mdx/CodeBlock/CodeBlock';

describe('CodeBlock', () => {
  it('copies a diff without removed lines or markers and announces it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <CodeBlock data-language="diff" data-title="webpack.config.js">
        <code>{"- mode: 'development',\n+ mode: 'production',\n"}</code>
      </CodeBlock>,
    );
    expect(screen.getByText('webpack.config.js')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy webpack.config.js' }));
    expect(writeText).toHaveBeenCalledWith(" mode: 'production',");
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard'));
  });
});
