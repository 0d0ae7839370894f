/** The prompts' own words: key hints, validation, yes and no. nl/prompt.ts has the same keys. */
export const prompt = {
  navigate: 'navigate',
  choose: 'choose',
  tick: 'tick',
  /** The space bar's name on the key hint line. */
  spaceKey: 'space',
  /** Not only players are ticked: Solokaarten's refinements are a list of ticks too. */
  tickByName: 'letters tick by name',
  done: 'done',
  back: 'back',
  type: 'type to search',
  noResults: 'Nothing fits that; correct it, or Backspace to see the list.',
  chooseOne: 'Choose one: ↑↓ or type its first letters.',
  noneStarts: (typed: string) => `No answer starts with "${typed}": choose one with ↑↓ or another letter.`,
  typeFirst: 'Type the answer, then press enter.',
  wholeNumber: 'Enter a whole number.',
  between: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  yesNo: (def: boolean | undefined): string => (def === false ? 'y/N' : def === true ? 'Y/n' : 'y/n'),
  yes: 'yes',
  no: 'no',
  yesWords: ['y', 'yes'] as string[],
  noWords: ['n', 'no'] as string[],
  answerYesNo: 'Answer y (yes) or n (no).',
};
