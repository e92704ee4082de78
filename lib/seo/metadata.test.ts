import { itemMetadata } from './metadata';

describe('itemMetadata', () => {
  const build = (item: { title: string }) => ({ title: item.title });
  const missing = async () => ({ title: 'Page not found' });

  it("is the item's, or the missing page's when there is no such item", async () => {
    expect(await itemMetadata(Promise.resolve({ title: 'News' }), build, missing)).toEqual({ title: 'News' });
    expect(await itemMetadata(Promise.resolve(undefined), build, missing)).toEqual({ title: 'Page not found' });
  });

  it('has none of its own when the backend could not be asked (not "not found")', async () => {
    expect(await itemMetadata(Promise.reject(new Error('backend down')), build, missing)).toEqual({});
  });
});
