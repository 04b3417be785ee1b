import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPageWriter, openStepState } from '../../src/node/stepState';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'step-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openStepState', () => {
  it('gives back what the same code wrote, and nothing to other code or from a file cut short', () => {
    const file = join(dir, 'state.json');
    expect(openStepState(file, 'a').read()).toBeNull();
    openStepState(file, 'a').write({ pages: 3 });
    expect(openStepState(file, 'a').read()).toEqual({ pages: 3 });
    expect(openStepState(file, 'b').read()).toBeNull();
    writeFileSync(file, '{"code":"a","da');
    expect(openStepState(file, 'a').read()).toBeNull();
    expect(openStepState(undefined, 'a').read()).toBeNull();
  });
});

describe('openPageWriter', () => {
  const page = () => join(dir, 'printable.html');
  const build = (text: string, code = 'a') => {
    const writer = openPageWriter(join(dir, 'state.json'), code);
    writer.write(page(), text);
    writer.save();
  };
  // What the security policy step does to the file after the page's step wrote it.
  const finish = () => writeFileSync(page(), `${readFileSync(page(), 'utf8')}<!-- finished -->`);

  it('leaves a page the last build wrote with the same text as a later step finished it', () => {
    build('<p>one</p>');
    finish();
    build('<p>one</p>');
    expect(readFileSync(page(), 'utf8')).toBe('<p>one</p><!-- finished -->');
  });

  it('writes a page whose text changed, whose file is gone, or that other code wrote', () => {
    build('<p>one</p>');
    finish();
    build('<p>two</p>');
    expect(readFileSync(page(), 'utf8')).toBe('<p>two</p>');
    rmSync(page());
    build('<p>two</p>');
    expect(readFileSync(page(), 'utf8')).toBe('<p>two</p>');
    finish();
    build('<p>two</p>', 'b');
    expect(readFileSync(page(), 'utf8')).toBe('<p>two</p>');
  });
});
