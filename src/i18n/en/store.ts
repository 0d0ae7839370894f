import { grouped, type Text } from '../lang.js';

/** The messages of src/store/, in English. nl/store.ts has the same keys. */
/** What is wrong, then that the file was left as it is: after a question ("Did you mean 'Bart'?") a sentence. */
const leftUntouched = (said: string): string =>
  /\?$/.test(said) ? `${said} It was left untouched.` : `${said}; it was left untouched.`;
/** What a refusal of settings.json offers besides a repair by hand (store/files.ts settingsProblem). */
type SettingsWay = 'restore' | 'no-fix' | 'unjudged' | 'none';

/** A write that failed after its change's journal: the next tafel finishes it. */
const BEGUN = 'The change had begun and is kept: the next tafel command finishes it once that is put right.';

export const store = {
  fileNotFolder: (dir: string) => `${dir} is a file, not a folder`,
  notAFolderOfSheets: (dir: string) =>
    `${dir} is not a folder, so tafel finds no sheets in it: move it away ('tafel doctor' lists it).`,
  fileAbove: (existing: string, dir: string) => `${existing} is a file, so ${dir} cannot be a folder`,
  systemFs: (dir: string, real: string) => `${dir} is on a system file system (${real}), where nothing can be kept`,
  isNestedMoreThan: (limit: number) => `is nested more than ${limit} levels deep, which tafel never writes`,
  isNotValidJson: 'is not valid JSON',
  holdsKeyTwice: (line: number) => `holds a key twice in one object (line ${line})`,
  holdsAKeyWhich: (forbidden: string) => `holds a "${forbidden}" key, which tafel never writes`,
  doesNotHoldA: 'does not hold a sheet',
  wasWrittenByA: (version: number, SCHEMA_VERSION: number) =>
    `was written by a newer tafel (schema ${version}; this one knows ${SCHEMA_VERSION})`,
  updateTafelToOpen: (file: string, reason: Text) => `${file} ${reason.en}: update tafel to open it.`,
  isAnOldSheet: (version: number, reason: Text) =>
    `is an old sheet (schema ${version}) that cannot be upgraded: ${reason.en}`,
  holdsADealTafel: (deal: Text) => `holds a deal tafel would not have written: ${deal.en}`,
  /** An undone deal (what `tafel redo` puts back) that is not what record writes: doctor and redo say so. */
  holdsAnUndoneDeal: (deal: Text) =>
    `holds an undone deal tafel would not have written ('tafel redo' would put it back): ${deal.en}`,
  doesNotHoldSettings: 'does not hold settings',
  hasTheLanguageNot: (v: string, langs: string) => `has the language ${v}, not one of ${langs}`,
  hasAnActiveSheet: (v: string) => `has an active sheet ${v} that is not a sheet id`,
  hasADeviceId: (v: string) => `has a deviceId ${v} that tafel never writes (it writes 16 hexadecimal digits)`,
  hasAnActiveEvent: (v: string) => `has an active event ${v} that is not an event id`,
  /** A write of settings.json while it is gone and its previous version holds what the user would lose. */
  settingsGoneBakHolds: (file: string, bak: string, presets: number, device: boolean) =>
    `${file} is gone, but its previous version ${bak} holds ` +
    [
      ...(presets ? [`${grouped(presets, 'en')} preset${presets === 1 ? '' : 's'}`] : []),
      ...(device ? ["this device's id (the organiser of its events)"] : []),
    ].join(' and ') +
    `: 'tafel doctor --restore settings.json' puts it back, or move ${bak} away to start without it. ` +
    'Nothing was changed.',
  hasASchemaversionThat: 'has a schemaVersion that is not a whole number',
  /**
   * `way`: what is offered besides a repair by hand (store/files.ts settingsProblem): the restore, only where doctor
   * offers it; `tafel doctor`, which says why its previous version is no fix, or (not judged) whether it is; or none.
   * Each way reads on into "repair it by hand", or, for what is no plain file (`plain` false: a FIFO, a folder, a
   * link), which holds no settings to lose and cannot be repaired, into "move it away".
   */
  itWasLeftUntouched: (file: string, said: Text, SETTINGS_FILE: string, way: SettingsWay, plain: boolean) =>
    `${file} ${leftUntouched(said.en)} ` +
    (plain
      ? 'It holds the active sheet, the language and the saved tables (presets): '
      : 'tafel reads no settings from it: ') +
    {
      restore: `put its previous version back with 'tafel doctor --restore ${SETTINGS_FILE}', or `,
      'no-fix': "'tafel doctor' says why putting its previous version back is no fix; ",
      unjudged: "'tafel doctor' says whether its previous version can be put back; or ",
      none: '',
    }[way] +
    (plain
      ? 'repair it by hand (deleting it forgets the presets). Until then a command given --lang and a sheet id runs ' +
        "without it, a backup too ('tafel export --all --format json --lang en --out backup.json')."
      : 'move it away, and tafel starts with new settings.'),
  eventFileLeft: (file: string, said: Text, backup: boolean) =>
    `${file} ${leftUntouched(said.en)} ` +
    (backup
      ? `Its previous version ${file}.bak: 'tafel doctor' shows whether it reads fine; copy it over the file to put ` +
        'it back, or repair the file by hand.'
      : 'There is no previous version to put back: repair it by hand, or move it away.'),
  /**
   * A sheet that cannot be used: `backup`, whether a previous version is there, and `bakWhy` why that cannot be
   * used either, when the reader looked (then no restore is offered, as doctor offers none).
   */
  itWasLeftUntouched2: (file: string, said: Text, id: string, backup: boolean, bakWhy?: Text) =>
    `${file} ${leftUntouched(said.en)} ` +
    (bakWhy
      ? `Its previous version ${file}.bak cannot be used either (${bakWhy.en}): repair it by hand`
      : backup
        ? `'tafel doctor' shows whether its previous version reads fine ('tafel doctor --restore ${id}' puts it ` +
          `back); or repair it by hand`
        : 'There is no previous version to put back: repair it by hand') +
    `, or delete the sheet with 'tafel delete ${id} --force'.`,
  isASymbolicLink: 'is a symbolic link; tafel reads only plain files in its data directory',
  isNotAPlain: 'is not a plain file',
  isMbFarLarger: (v: number) => `is ${v} MB, far larger than any file tafel writes`,
  /** Said after the file's path: an editor that saved it in another encoding is the likely cause. */
  isNotValidUtf: 'is not UTF-8 text (most likely saved as Latin-1 or Windows-1252): save it as UTF-8',
  cannotBeReadCheck: (code: string) => `cannot be read (${code}): check its permissions`,
  /** A file the user may not read: its permissions, not its text, are at fault. */
  noPermissionToRead: (code: string) => `cannot be read (${code}): no permission to read it`,
  /** `quoted`: the file as typed in a shell. */
  noPermissionLeft: (file: string, said: Text, quoted: string) =>
    `${file} ${said.en}. The file itself may well be whole: give yourself read permission back with 'chmod u+r ` +
    `${quoted}' (as its owner) and try again.`,
  anotherTafelCreatedSheet: (taken: string) =>
    `Another tafel created sheet "${taken}" during the import; nothing was imported. Run the import again ` +
    `(with --rename).`,
  aSheetAlreadyExists: (id: string) => `A sheet "${id}" already exists.`,
  /** A write refused at the safe reader's cap (files.ts fitsCap): a file written bigger could not be read back. */
  wouldPassCap: (file: string, cap: number, sheet: boolean) =>
    `Not written: ${file} would grow past ${cap} MB, the most a tafel file may hold (tafel could not read it ` +
    `back); it is as it was.` +
    (sheet ? ` Start a new sheet for the next deals ('tafel new').` : ''),
  /** `tafel import` of a backup holding a sheet that would be written past the cap: refused whole. */
  importPassesCap: (file: string, id: string, cap: number) =>
    `${file}: sheet ${id} would be a file of more than ${cap} MB, the most a tafel file may hold (tafel could ` +
    `not read it back); nothing was imported. Split its deals over two sheets in the backup, or leave it out, and ` +
    `import again.`,
  missing: 'missing',
  isNotASheet: (id: string) =>
    `"${id}" is not a sheet id: ids are lower-case letters, digits and dashes. 'tafel sheets' lists them.`,
  /** Why a system call failed, by its error code, and the fix. */
  ioHint: (code: string, dir: string): string =>
    (
      ({
        EACCES: 'check its permissions',
        EPERM: 'check its permissions',
        ENOSPC: 'the disk is full',
        EDQUOT: 'the disk quota is used up',
        EROFS: 'the disk is read-only',
        ENOTDIR: `${dir} or a folder in it is not a folder`,
        EEXIST: `${dir} or a folder in it is not a folder`,
      }) as Record<string, string>
    )[code] ?? `choose another data directory with --data-dir or TAFEL_HOME`,
  /**
   * A write refused for want of permission: tafel writes a new file and renames it into place, so the folder's
   * permissions are at fault, not the file's (until 2026-12-07 "check its permissions" of a lock file not there).
   */
  folderPermissions: (folder: string) => `check the permissions of the folder ${folder}`,
  /** A folder where tafel writes a file, keeps its `.bak` or takes its lock: every write of that file fails on it. */
  folderInTheWay: (folder: string) =>
    `${folder} is a folder where tafel writes a file of its own: move that folder away (it is not tafel's) and ` +
    'try again. Nothing was changed.',
  /**
   * A file where tafel keeps a folder (`events`, `deleted`): every write there fails on it. `begun`: after the change's
   * journal, which the next tafel finishes.
   */
  fileInTheWay: (file: string, begun: boolean) =>
    `${file} is a file where tafel keeps a folder of its own: move that file away (it is not tafel's) and try ` +
    `again. ${begun ? BEGUN : 'Nothing was changed.'}`,
  couldNotWrite: (where: string, code: string, hint: Text) =>
    `Could not write ${where} (${code}): ${hint.en}. Nothing was changed.`,
  /** A write that failed after its journal: the change is whole on disk in the journal, and the next tafel ends it. */
  couldNotFinish: (where: string, code: string, hint: Text) =>
    `Could not write ${where} (${code}): ${hint.en}. ${BEGUN}`,
  couldNotRead: (where: string, code: string, hint: Text) => `Could not read ${where} (${code}): ${hint.en}.`,
  itCannotBeTafel: (why: Text) =>
    `${why.en}: it cannot be tafel's data directory. Choose another with --data-dir or TAFEL_HOME.`,
  noSheetTafelSheets: (id: string) => `No sheet "${id}". 'tafel sheets' lists the sheets.`,
  /** A sheet whose file is gone (removed by hand) while its previous version is still there. */
  onlyPreviousLeft: (id: string) =>
    `No sheet "${id}": its file is gone, but its previous version is still there; ` +
    `'tafel doctor --restore ${id}' puts it back.`,
  /** Its file is gone too, and the previous version does not read: no restore is offered, delete moves it away. */
  previousUnusable: (id: string, bak: string, why: Text) =>
    `No sheet "${id}": its file is gone, and its previous version ${bak} cannot be used either (${why.en}); ` +
    `'tafel delete ${id} --force' moves it to the trash.`,
  hasNoPreviousVersion: (name: string, bak: string) => `${name} has no previous version (${bak}) to restore.`,
  thePreviousVersionCannot: (bak: string, why: Text) =>
    `The previous version ${bak} cannot be used either (${why.en}); nothing was changed.`,
  /** `sheet`: the file is a sheet's, whose last deal `undo` takes off (not settings.json's). */
  readsFineThereIs: (file: string, v: string, sheet: boolean) =>
    `${file} reads fine: there is nothing to restore (putting ${v} back would undo its last change` +
    `${sheet ? "; 'tafel undo' removes a deal" : ''}).`,
  /** `--restore` of a file that reads fine and has no previous version. */
  readsFineNoBak: (file: string) => `${file} reads fine: there is nothing to restore (it has no previous version yet).`,
  /** `--restore` of a file that reads fine whose previous version cannot be used: never advised to be deleted. */
  readsFineBakUnusable: (file: string, bak: string, why: Text) =>
    `${file} reads fine: there is nothing to restore. Its previous version ${bak} cannot be used (${why.en}) and ` +
    'was left as it is.',
  theLockWasTaken: (lockPath: string, file: string) =>
    `The lock ${lockPath} was taken over while this tafel was writing ${file} (it was stopped or the lock was ` +
    `removed): nothing was written. Check the sheet and run the command again.`,
  isLockedByA: (file: string, who: string, lockPath: string) =>
    `${file} is locked by a tafel on another machine, container or boot (${who}), which tafel cannot check ` +
    `from here. If no tafel runs there any more, remove ${lockPath} ('tafel doctor' lists it) and try again.`,
  /** `who`: the lock's holder as it names itself ("pid 4242"), where it names one. */
  sheetBusyAnotherTafel: (file: string, lockPath: string, who?: string) =>
    `Sheet busy: another tafel${who ? ` (${who})` : ''} is writing ${file}. Try again in a moment (if no other ` +
    `tafel runs, delete ${lockPath}).`,
  /** `near`: the deleted sheets whose ids begin with what was typed, as `delete` names the sheets. */
  noDeletedSheetTafel: (id: string, KEEP_DAYS: number, near: readonly string[]) =>
    near.length > 0
      ? `No deleted sheet "${id}". Did you mean ${near.join(', ')}? Give the whole id.`
      : `No deleted sheet "${id}": 'tafel sheets --deleted' lists those kept (${KEEP_DAYS} days).`,
  itCannotBeRestored: (main: string, reason: Text) =>
    `${main} ${reason.en}: it cannot be restored and stays in the trash; nothing was changed.`,
  /** undelete of a trash entry whose deleted.json does not read, or whose folder (`folder`) is a symbolic link. */
  trashEntryBroken: (file: string, why: Text, id: string, folder: boolean) =>
    `${file} ${why.en}: ` +
    (folder
      ? `tafel takes no sheet from it; nothing was changed. Move it away.`
      : `the deleted sheet ${id} stays in the trash as it is; nothing was changed. Repair it by hand (tafel ` +
        `writes {"deletedAt": "<time of the delete>"} in it), then 'tafel undelete ${id}' again.`),
  /** A file that is not there, said after its path as the other reasons are. */
  isGone: 'is gone',
  previousToo: (why: string, bak: string) => `${why}, and its previous version ${bak}`,
  anotherTafelCreatedSheet2: (to: string) =>
    `Another tafel created sheet "${to}" just now; nothing was changed. Run undelete again.`,
  trashProblem: (meta: string, why: Text) => `${meta} ${why.en}`,
  holdsNoSheetFile: (v: string, id: string) => `${v} holds no sheet file ${id}.json`,
  itsDealerIsNot: (v: string) => `its dealer ${v} is not one of its players`,
  itsFinishedIsNot: 'its "finished" is not true or false',
  hasASchemaversionThat2: (v: string) => `has a schemaVersion ${v} that tafel never wrote`,
  /** A sheet file whose own id is not its name (store/decode.ts). */
  wrongId: (said: string, id: string) => `says it is sheet ${said}, not ${id}`,
  /** A file in sheets/ without a sheet id (store/decode.ts): no sheet tafel wrote, an export perhaps. */
  noSheetId: 'holds no sheet id: it is no sheet, perhaps an export or another file saved there',
  /** A field import refuses in a backup (sheet/check.ts): where in the sheet ('' for the sheet itself), and what. */
  notAsWritten: (where: string, what: Text) =>
    `is not a sheet as tafel writes it: ${where === '' ? '' : `${where}: `}${what.en.replace(/\.$/, '')}`,
  isMissingADelete: 'is missing (a delete was interrupted)',
  hasADeletionTime: (v: string) => `has a deletion time in the future (${v})`,
  noDeletionTime: (at: string | undefined) => `has no valid deletion time (${at ?? 'none'})`,
  trashedUnreadable: (file: string, why: string) => `${file} cannot be read: ${why}`,
  tableInOldTrash: (id: string, event: string) =>
    `${id} is a table sheet of the event ${event} that an older 'tafel event undraw' put in deleted/: no ` +
    `round lists it any more, so it cannot come back (it can be read in deleted/${id}/).`,
  readOnly: 'read only',
  eventColumn: 'event',
};
