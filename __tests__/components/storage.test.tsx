import { readStringList, resetStorageSupport, writeStringList } from '../../src/browser/storage';

beforeEach(() => {
  localStorage.clear();
  resetStorageSupport();
});

describe('string lists in storage', () => {
  it('reads back what was written', () => {
    writeStringList('list', ['/concepts/', '/guides/']);
    expect(readStringList('list')).toEqual(['/concepts/', '/guides/']);
  });

  it('reads a missing, broken or foreign value as an empty list, keeping only strings', () => {
    expect(readStringList('missing')).toEqual([]);
    localStorage.setItem('broken', '[not json');
    expect(readStringList('broken')).toEqual([]);
    localStorage.setItem('object', '{"a":1}');
    expect(readStringList('object')).toEqual([]);
    localStorage.setItem('mixed', '["/a/", 2, null, "/b/"]');
    expect(readStringList('mixed')).toEqual(['/a/', '/b/']);
  });

  it('gives an empty list when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readStringList('list')).toEqual([]);
    getItem.mockRestore();
  });
});
