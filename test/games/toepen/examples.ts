/** spec/toepen.md §9.2's nine rounds as typed (Ann, Bert, Cis, Dirk; limit 10, last-standing, cap on). */
export const GAME_9_2 = [
  '--winner Bert',
  '--toeps Cis,Ann --passed Dirk=1,Bert=2 --winner Cis',
  '--four-of-a-kind Dirk',
  '--toeps Ann,Bert,Ann --passed Cis=3 --winner Dirk',
  '--winner Dirk --was-penalty Bert',
  '--toeps Dirk,Cis --winner Cis',
  '--toeps Cis --passed Dirk=1 --winner Cis',
  '--winner Dirk',
  '--toeps Dirk --winner Dirk',
];
