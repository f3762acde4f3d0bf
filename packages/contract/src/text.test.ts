import { describe, expect, it } from 'vitest';
import { createEmployeeBody } from './employees.ts';
import { CONTROL_CHARACTER, controlCharacterPaths } from './text.ts';

describe('control characters', () => {
  it('finds NUL and the C0 controls but tab, line feed and carriage return, wherever they sit', () => {
    for (let code = 0; code < 32; code++) {
      expect(CONTROL_CHARACTER.test(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(
        ![9, 10, 13].includes(code),
      );
    }
    expect(CONTROL_CHARACTER.test('Zoë 🙂 \u007f')).toBe(false);
    expect(
      controlCharacterPaths({
        name: 'ok',
        notes: 'two\nlines',
        list: ['a', 'b\u0000'],
        deep: { x: '\u001b' },
      }),
    ).toEqual([
      ['list', 1],
      ['deep', 'x'],
    ]);
  });

  it('keeps a name on one line', () => {
    expect(createEmployeeBody.safeParse({ name: 'Ann\tLee' }).success).toBe(false);
    expect(createEmployeeBody.safeParse({ name: ' Ann Lee \n' }).success).toBe(true);
  });
});
