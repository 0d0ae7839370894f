import fc from 'fast-check';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

/** Random valid Kleurenwiezen record lines (lodige), as a player would type them. */
export const lodigeLine: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 8, max: 13 }),
      fc.shuffledSubarray(P, { minLength: 2, maxLength: 2 }),
      fc.integer({ min: 0, max: 13 }),
    )
    .map(([level, by, t]) => `samen ${level} --by ${by.join(',')} --tricks ${t}`),
  fc
    .tuple(fc.integer({ min: 6, max: 8 }), fc.constantFrom(...P), fc.integer({ min: 0, max: 13 }))
    .map(([l, p, t]) => `solo ${l} --by ${p} --tricks ${t}`),
  fc
    .tuple(fc.integer({ min: 9, max: 11 }), fc.constantFrom(...P), fc.integer({ min: 0, max: 13 }))
    .map(([l, p, t]) => `abondance ${l} --by ${p} --tricks ${t}`),
  fc
    .tuple(fc.shuffledSubarray(P, { minLength: 2, maxLength: 2 }), fc.integer({ min: 0, max: 13 }))
    .map(([by, t]) => `troel --by ${by.join(',')} --tricks ${t}`),
  fc
    .tuple(
      fc.constantFrom('kleine-miserie', 'piccolo', 'grote-miserie', 'open-miserie'),
      fc.shuffledSubarray(P, { minLength: 1, maxLength: 4 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    )
    .map(([c, by, ts]) => {
      // All four declaring hold every trick of the deal (13; 12 in kleine miserie).
      if (by.length === 4) ts[3] = (c === 'kleine-miserie' ? 12 : 13) - ts[0] - ts[1] - ts[2];
      return `${c} --by ${by.join(',')} --tricks ${by.map((p, i) => `${p}=${ts[i]}`).join(',')}`;
    }),
  fc
    .tuple(fc.constantFrom('kleine-soloslim', 'soloslim'), fc.constantFrom(...P), fc.integer({ min: 0, max: 13 }))
    .map(([c, p, t]) => `${c} --by ${p} --tricks ${t}`),
  fc.constant('pas'),
);
