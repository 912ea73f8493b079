import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time.ts';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [100, 1],
    [344, 1],
    [345, 2],
    [460, 2],
    [2300, 10],
  ])('%i English words take %i min (words ÷ 230, at least 1)', (count, minutes) => {
    expect(readingMinutes(words(count), 'en')).toBe(minutes);
  });

  it('counts Japanese by characters ÷ 500, ignoring spaces', () => {
    expect(readingMinutes('あ'.repeat(1000), 'ja')).toBe(2);
    expect(readingMinutes(`${'あ'.repeat(700)} ${'\n'.repeat(50)}`, 'ja')).toBe(1);
    expect(readingMinutes('あ'.repeat(1300), 'ja')).toBe(3);
  });

  it('counts words, not characters, in Russian', () => {
    expect(readingMinutes(Array.from({ length: 460 }, () => 'слово').join(' '), 'ru')).toBe(2);
  });
});
