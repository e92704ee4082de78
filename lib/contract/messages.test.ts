import en from '@/messages/en.json';
import { ValidationText } from './messages';

describe('validation messages', () => {
  it('the English catalogue uses the contract texts verbatim', () => {
    expect(en.Validation).toEqual(ValidationText);
  });
});
