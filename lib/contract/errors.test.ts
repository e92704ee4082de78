import { ErrorBodySchema } from './common';
import { readErrorBody } from './errors';

describe('readErrorBody', () => {
  it.each([
    [{ error: { code: 'rate_limited', message: 'Too many requests.' } }],
    [{ error: { code: 'x', message: '' }, extra: 1 }],
  ])('reads the contract error body %j as the schema does', (body) => {
    const parsed = ErrorBodySchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(readErrorBody(body)).toEqual({ code: body.error.code, message: body.error.message });
  });

  it.each([[undefined], [null], ['error'], [{}], [{ error: null }], [{ error: { code: 1, message: 'm' } }], [{ error: { code: 'c' } }], [[{ error: {} }]]])(
    'refuses %j, which the schema refuses too',
    (body) => {
      expect(ErrorBodySchema.safeParse(body).success).toBe(false);
      expect(readErrorBody(body)).toBeNull();
    },
  );
});
