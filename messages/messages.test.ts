import en from './en.json';
import th from './th.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
}

describe('message catalogues', () => {
  it('th.json and en.json have identical key trees', () => {
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    expect(leaves(th).filter((text) => !text.trim())).toEqual([]);
    expect(leaves(en).filter((text) => !text.trim())).toEqual([]);
  });

  it('use the seed English texts verbatim', () => {
    expect(en.Login.failed).toBe('email or password is incorrect !');
    expect(en.Common.loading).toBe('Loading...');
    expect(en.Validation.usernameRequired).toBe('Please input your username or email!');
    expect(en.Validation.passwordRequired).toBe('Please input your Password!');
  });

  it('Thai texts are Thai', () => {
    const thai = /[\u0E00-\u0E7F]/;
    for (const text of [th.Login.failed, th.Common.loading, th.SideNav.home, th.NotFound.title]) {
      expect(text).toMatch(thai);
    }
  });
});
