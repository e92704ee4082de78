import { PhoneSchema } from './contract';
import { PHONE_INPUT_MAX, withoutSeparators } from './phone-input';

test('separators go, digits stay, and a letter is still refused by the contract', () => {
  expect(withoutSeparators('081-234-5678')).toBe('0812345678');
  expect(withoutSeparators('(02) 123 4567')).toBe('021234567');
  expect(PhoneSchema.safeParse(withoutSeparators('081-234-5678')).success).toBe(true);
  expect(PhoneSchema.safeParse(withoutSeparators('O81-234-5678')).success).toBe(false);
  expect('081-234-5678 '.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
});
