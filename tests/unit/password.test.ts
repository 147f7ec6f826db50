import { describe, expect, it } from 'vitest'

import { CHOOSE_PASSWORD_PROBLEMS, isChoosePasswordProblem } from '@/features/staff/choosePassword'
import {
  PASSWORD_TOO_EASY,
  PASSWORD_TOO_SHORT,
  passwordRefusalMessage,
} from '@/features/staff/password'
import { passwordProblem, passwordRefusal, personalWords } from '@/features/staff/server/password'

/**
 * The rule every new studio password meets (features/staff/server/password.ts): 12 characters,
 * and a zxcvbn-ts score of 3 at least, the user's e-mail address and name among its first guesses;
 * a refusal said in plain words. Through Payload and the choose-password form:
 * tests/int/sign-in.test.ts.
 */

// The first estimate loads zxcvbn's dictionaries: a second or two on a busy machine.
describe('a new password', { timeout: 60_000 }, () => {
  it('has 12 characters at least, counted as characters', async () => {
    expect(await passwordProblem('eleven char')).toBe(PASSWORD_TOO_SHORT)
    expect(await passwordProblem('')).toBe(PASSWORD_TOO_SHORT)
    expect(await passwordProblem(undefined)).toBe(PASSWORD_TOO_SHORT)
    expect(await passwordProblem('twelve chars')).toBeNull()
    // Six emoji are twelve UTF-16 units but six characters.
    expect(await passwordProblem('🌲🏠🌲🏠🌲🏠')).toBe(PASSWORD_TOO_SHORT)
  })

  it('refuses twelve characters that are easy to guess, and says why in words', async () => {
    expect(await passwordProblem('aaaaaaaaaaaa')).toBe(
      'This password is too easy to guess: add a few more words. Letters said again and again, ' +
        'like "aaaa" or "abcabc", are among the first guesses.',
    )
    expect(await passwordProblem('admin1234567')).toBe(
      'This password is too easy to guess: add a few more words. ' +
        'It is one of the most used passwords, or close to one.',
    )
    expect(await passwordProblem('Password1234')).toBe(
      'This password is too easy to guess: add a few more words. ' +
        'It is one of the most used passwords, or close to one.',
    )
  })

  it('names what made it easy: repeats, runs, dates, common passwords, single words', async () => {
    for (const [password, refusal] of [
      ['fishingfishing', 'repeat'],
      ['abcdefghijklmn', 'sequence'],
      ['asdfghjkl;123', 'sequence'],
      ['12-25-1985!!', 'date'],
      ['password1234', 'common'],
      ['PASSWORD1234', 'common'],
      ['qwertyuiop12', 'common'],
      ['1q2w3e4r5t6y', 'common'],
      ['Christopher12', 'word'],
    ] as const) {
      expect(await passwordRefusal(password), password).toBe(refusal)
      expect(await passwordProblem(password), password).toBe(passwordRefusalMessage(refusal))
    }
    for (const refusal of ['repeat', 'sequence', 'date', 'common', 'word', 'personal'] as const) {
      // The plain refusal, then one sentence of why.
      const [first, ...why] = passwordRefusalMessage(refusal).split('. ')
      expect(`${first}.`).toBe(PASSWORD_TOO_EASY)
      expect(why.join('. ')).toMatch(/^[A-Z][^]+\.$/)
    }
  })

  it('accepts a few words', async () => {
    for (const password of [
      'the right password, at last',
      'log homes and long words',
      'correct horse battery',
      'e2e-admin-password-1',
    ]) {
      expect(
        await passwordProblem(password, ['admin@example.com', 'Site Owner']),
        password,
      ).toBeNull()
    }
  })

  it("refuses one made of the user's e-mail address or name", async () => {
    const hank = ['hank.pierce@timberline.example', 'Hank Pierce']
    expect(await passwordProblem('hankpierce1234')).toBeNull()
    expect(await passwordProblem('hankpierce1234', hank)).toBe(
      'This password is too easy to guess: add a few more words. ' +
        'It is made from your name or e-mail address.',
    )
    expect(await passwordRefusal('Hank.Pierce.2024', hank)).toBe('personal')
    expect(await passwordRefusal('timberline2024', hank)).toBe('personal')
    expect(await passwordRefusal('zebquackenbush7')).toBeNull()
    expect(await passwordRefusal('zebquackenbush7', ['zeb.quackenbush@example.com'])).toBe(
      'personal',
    )
  })

  it('reads the e-mail address and the name whole, run together and in words', () => {
    expect(personalWords(['Hank.Pierce@Timberline.example', ' Hank Pierce ', null, ''])).toEqual([
      'hank.pierce@timberline.example',
      'hankpiercetimberlineexample',
      'hank.pierce',
      'hankpierce',
      'hank',
      'pierce',
      'timberline',
      'example',
      'hank pierce',
    ])
  })

  it('is refused on the choose-password page with a code the page knows', () => {
    for (const refusal of [
      'short',
      'easy',
      'repeat',
      'sequence',
      'date',
      'common',
      'word',
      'personal',
    ]) {
      expect(isChoosePasswordProblem(refusal), refusal).toBe(true)
    }
    expect(CHOOSE_PASSWORD_PROBLEMS).toEqual(expect.arrayContaining(['mismatch', 'expired']))
  })
})
