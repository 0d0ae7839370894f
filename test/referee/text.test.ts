import { describe, expect, test } from '@jest/globals';
import type { Ctx } from '../../src/commands/context.js';
import { runJudgePlay, runJudgeRank, runJudgeTrick } from '../../src/commands/judge.js';
import { testCtx } from '../helpers/ctx.js';

// The human answers, without spawning the binary: the commands touch no store.
const ctx = (lang: 'en' | 'nl'): Ctx => testCtx({ lang });

describe('human answers', () => {
  test.each([
    [
      'en',
      ['kleurenwiezen', 'abondance 10', 'grote-miserie'],
      '"abondance 10" outranks "grote-miserie": abondance 10 is no. 5 and grote-miserie no. 6 in the lodige ' +
        'Rangorde (no. 1 is the highest).',
    ],
    [
      'nl',
      ['kleurenwiezen', 'grote-miserie', 'abondance 10'],
      '"abondance 10" gaat boven "grote-miserie": abondance 10 is nr. 5 en grote-miserie nr. 6 in de Rangorde ' +
        'van lodige (nr. 1 is de hoogste).',
    ],
    [
      'en',
      ['solokaarten', 'slag', 'slag'],
      'Neither bid outranks the other. Both bids are slag: a later bid must be higher.',
    ],
    [
      'nl',
      ['kleurenwiezen', 'piccolo', 'piccolo'],
      'Geen van beide biedingen gaat hoger. Beide biedingen zijn piccolo: meerdere spelers mogen het in één ' +
        'gift spelen, elk voor zich.',
    ],
  ] as ['en' | 'nl', [string, string, string], string][])('rank (%s) %j', async (lang, [game, a, b], want) => {
    const out = await runJudgeRank(ctx(lang), game, a, b, {});
    expect(await out.text(ctx(lang))).toBe(want);
  });

  test('trick', async () => {
    const out = await runJudgeTrick(ctx('nl'), 'belote', ['10H', 'JH', 'AH', '9S'], { trump: 'harten' });
    expect(await out.text(ctx('nl'))).toBe(
      'Kaart 2 (JH) wint: harten boer is de hoogste troef in de slag (troefvolgorde in Belote J 9 A 10 K Q 8 7).',
    );
    expect(out.json).toEqual({
      winner: 2,
      card: 'JH',
      reason: 'harten boer is de hoogste troef in de slag (troefvolgorde in Belote J 9 A 10 K Q 8 7)',
    });
  });

  test('play: cards with the same reason share a line', async () => {
    const out = await runJudgePlay(ctx('en'), 'zwikken', { trump: 'S', hand: 'AS JS QD', trick: 'AH KS' });
    expect(await out.text(ctx('en'))).toBe(
      [
        'You may play AS.',
        'Not JS: undertrumping KS is not allowed: you can overtrump with AS.',
        'Not QD: you have no hearts, so you must trump (with AS).',
      ].join('\n'),
    );
    const same = await runJudgePlay(ctx('nl'), 'belote', { trump: 'H', hand: '7H,KS,AD', trick: 'AS,10S' });
    expect(await same.text(ctx('nl'))).toBe(
      'Je mag KS spelen.\nNiet 7H, AD: je moet kleur bekennen: er werd schoppen gevraagd en je hebt KS.',
    );
    const free = await runJudgePlay(ctx('en'), 'kleurenwiezen', { trump: 'none', hand: 'AS KS' });
    expect(await free.text(ctx('en'))).toBe('You may play any card: AS, KS.');
  });
});
