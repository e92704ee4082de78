import { plainText, withoutControlCharacters } from './common';

describe('plain text', () => {
  it('refuses control characters with the textControl message, keeps line breaks only in messages', () => {
    const line = plainText();
    const message = plainText({ lines: true });
    for (const text of ['\u0000', 'a\u0000b', 'Som\u0007chai', '\u001b[31mred', 'a\u007fb', 'two\nlines']) {
      const result = line.safeParse(text);
      expect({ text, messages: result.error?.issues.map((issue) => issue.message) }).toEqual({ text, messages: ['textControl'] });
    }
    expect(message.safeParse('two\nlines\r\nand\ta tab').success).toBe(true);
    expect(message.safeParse('a\u0000b').success).toBe(false);
    expect(line.safeParse('สมชาย ใจดี (Somchai) 😀').success).toBe(true);
  });

  it('trims before it checks when asked: a pasted tab around a name is dropped, not refused', () => {
    expect(plainText({ trim: true }).safeParse('\tSomchai\n').data).toBe('Somchai');
    expect(plainText({ trim: true }).safeParse('Som\tchai').success).toBe(false);
    expect(plainText().safeParse('\tSomchai').success).toBe(false);
  });

  it('takes control characters out of a text from elsewhere', () => {
    expect(withoutControlCharacters('\u0000Som\u0007chai\u001b[1m ใจดี\u007f')).toBe('Somchai[1m ใจดี');
  });
});
