import { getCopyText } from '../../src/model/copyText';

describe('getCopyText', () => {
  it('copies plain code as it is', () => {
    expect(getCopyText('const a = 1;\n', 'js')).toBe('const a = 1;');
  });
  it('leaves removed lines out of a diff and strips the markers', () => {
    expect(getCopyText("- mode: 'development',\n+ mode: 'production',\n  entry: './src',\n", 'diff')).toBe(
      " mode: 'production',\n entry: './src',",
    );
  });

  it('copies only the commands of a console session, without the prompt', () => {
    expect(getCopyText("$ npx webpack\nModule not found: Error: Can't resolve 'path'\n$ npm ls\n", 'console')).toBe('npx webpack\nnpm ls');
  });
  it('copies a console block without prompts as it is', () => {
    expect(getCopyText('webpack compiled\n', 'console')).toBe('webpack compiled');
  });
});
