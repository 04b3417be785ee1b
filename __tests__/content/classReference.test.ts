// The class reference pages against the locked webpack: a page per class, every member with a
// heading, the members plugin authors use first described with an example, and every example
// compiling against webpack's types as `tsc --noEmit` would.
import { readClassPages } from '../../src/node/classReference';
import { compileExamples } from '../../src/node/compileExamples';
import { loadReferenceClasses } from '../../src/node/classMembers';
import { getClassUrl } from '../../src/model/classReference';
import { MEMBERS_WITH_EXAMPLES } from '../../src/config/classReference';
import { slug } from 'github-slugger';
import { readSection } from './readContent';
import { parseCached } from './parseCached';

const pages = readClassPages(parseCached);
const classes = loadReferenceClasses();

describe('the class reference', () => {
  it('gives every member of every reference class a heading of its own on its class page', () => {
    const api = readSection('api');
    for (const [name, facts] of classes) {
      const page = api.find((content) => content.page.url === getClassUrl(name));
      expect(page).toBeDefined();
      const missing = facts.members.filter((member) => !page!.headingIds.includes(slug(member.name))).map((member) => member.name);
      expect({ class: name, missing }).toEqual({ class: name, missing: [] });
    }
  });

  it('describes the members plugin authors use first, each with an example', () => {
    const lacking = MEMBERS_WITH_EXAMPLES.filter((key) => {
      const [className, name] = key.split('.');
      const page = pages.find((report) => report.className === className)!;
      return page.undescribed.includes(name) || !page.examples.some((example) => example.label.endsWith(`(${name})`));
    });
    expect(lacking).toEqual([]);
  });

  it('counts the members described', () => {
    const total = pages.reduce((sum, page) => sum + page.total, 0);
    const described = pages.reduce((sum, page) => sum + page.described, 0);
    // eslint-disable-next-line no-console
    console.log(`class members described: ${described}/${total}; ${pages.map((page) => `${page.className} ${page.described}/${page.total}`).join(', ')}`);
    expect(total).toBeGreaterThan(800);
  });

  it('compiles every example against the locked webpack\'s types', () => {
    const examples = pages.flatMap((page) => page.examples);
    expect(examples.length).toBeGreaterThanOrEqual(MEMBERS_WITH_EXAMPLES.length);
    expect(compileExamples(examples).map(({ label, line, message }) => `${label}, line ${line} of the example: ${message}`)).toEqual([]);
  });
});
