import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import { type RunOptions, tafel, tempHomes } from '../helpers/cli.js';

/*
 * A scorer links' key file (`serve-key`) that cannot be used: until 2026-12-07 the refusal advised "delete the sheet
 * with 'tafel delete serve-key --force'" (which answers No sheet "serve-key"), and `tafel doctor` said everything read
 * fine. Now both say what the file is and what removing it does. Through the built binary, in process.
 */

const home = tempHomes();
const at: RunOptions = { now: new Date(2026, 11, 6, 20, 0) };

async function club(): Promise<string> {
  const h = home();
  const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde'];
  for (const args of [
    ['event', 'new', 'klaverjassen', '--id', 'vrijdag', ...entrants],
    ['event', 'draw'],
  ])
    expect((await tafel(h, args, at)).code).toBe(0);
  return h;
}

test('a broken serve-key: the refusal and doctor say what it is and that removing it makes new links', async () => {
  const h = await club();
  const key = `${h}/serve-key`;
  fs.writeFileSync(key, '{\n');
  const cards = ['event', 'cards', '--host', '127.0.0.1', '--port', '8080', '--out', `${home()}/cards.html`];
  expect(await tafel(h, cards, at)).toEqual({
    code: 1,
    stdout: '',
    stderr:
      `tafel: ${key} is not a key file of 'tafel serve --scorer' (32 random bytes and the links' generations); it ` +
      "was left untouched. It is no sheet but the key of the scorer links and the printed table cards ('tafel serve " +
      "--scorer', 'tafel event cards'): remove it and tafel makes a new key, with new links and tokens; the links " +
      'and table cards given out before then stop working.\n',
  });
  expect((await tafel(h, [...cards, '--lang', 'nl'], at)).stderr).toBe(
    `tafel: ${key} is geen sleutelbestand van 'tafel serve --scorer' (32 willekeurige bytes en de generaties van de ` +
      'links); tafel liet het ongemoeid. Het is geen blad maar de sleutel van de links voor de tafelschrijvers en de ' +
      "afgedrukte tafelkaarten ('tafel serve --scorer', 'tafel toernooi kaarten'): verwijder het en tafel maakt een " +
      'nieuwe sleutel, met nieuwe links en tokens; de links en tafelkaarten die eerder gegeven zijn, werken dan niet ' +
      'meer.\n',
  );
  expect(await tafel(h, ['doctor'], at)).toEqual({
    code: 1,
    stdout:
      `Checked the settings and 2 sheet files, 1 event file in ${h}: 1 file needs attention:\n` +
      "  serve-key: is not a key file of 'tafel serve --scorer' (32 random bytes and the links' generations)\n" +
      `    file: ${key}\n` +
      '    remove it and tafel makes a new key for the scorer links, with new links and tokens (those given out ' +
      'before stop working)\n',
    stderr: '',
  });
  // A folder under its name: the reader's own reason, the same advice.
  fs.rmSync(key);
  fs.mkdirSync(key);
  const nl = await tafel(h, ['doctor', '--lang', 'nl'], at);
  expect([nl.code, nl.stdout.split('\n').slice(1)]).toEqual([
    1,
    [
      '  serve-key: is geen gewoon bestand',
      `    bestand: ${key}`,
      '    verwijder het en tafel maakt een nieuwe sleutel voor de links van de tafelschrijvers, met nieuwe links en ' +
        'tokens (die eerder gegeven zijn werken dan niet meer)',
      '',
    ],
  ]);
  // Removed, as the advice says: a new key, and doctor finds nothing.
  fs.rmdirSync(key);
  expect((await tafel(h, cards, at)).code).toBe(0);
  expect((await tafel(h, ['doctor'], at)).code).toBe(0);
});
