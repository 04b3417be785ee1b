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
});
