import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/*
 * settings.json's event fields are read by their type and form, as its other fields are: until 2026-12-07 a
 * "deviceId": 5 passed doctor, and `event new` wrote it as the event's origin ("origin": 5), after which every read of
 * the event file refused it; an "activeEvent" that is an object was taken for no active event.
 */

const home = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);

function withSettings(text: string): { h: string; file: string } {
  const h = home();
  const file = path.join(h, 'settings.json');
  fs.writeFileSync(file, text);
  return { h, file };
}

const en = (file: string, said: string) =>
  `tafel: ${file} ${said}; it was left untouched. It holds the active sheet, the language and the saved tables ` +
  '(presets): repair it by hand (deleting it forgets the presets). Until then a command given --lang and a sheet id ' +
  "runs without it, a backup too ('tafel export --all --format json --lang en --out backup.json').\n";

test('a deviceId not a string: event new refuses, naming the file, writes nothing; doctor lists it', async () => {
  const { h, file } = withSettings('{"schemaVersion":1,"deviceId":5}');
  const before = snapshot(h);
  const r = await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'zat', '--entrants', 'A,B,C,D'], { now });
  const said = 'has a deviceId 5 that tafel never writes (it writes 16 hexadecimal digits)';
  expect(r).toEqual({ code: 1, stdout: '', stderr: en(file, said) });
  expect(snapshot(h)).toEqual(before);
  const d = await tafel(h, ['doctor'], { now });
  expect(d.code).toBe(1);
  expect(d.stdout).toContain(`  settings.json: ${said}\n    file: ${file}\n`);
  const nl = await tafel(h, ['--lang', 'nl', 'doctor'], { now });
  expect(nl.stdout).toContain(
    '  settings.json: heeft een deviceId 5 die tafel nooit schrijft (het schrijft 16 hexadecimale cijfers)\n',
  );
});

test('a deviceId that is a string of another form is refused too', async () => {
  const { h, file } = withSettings('{"schemaVersion":1,"deviceId":"abc"}');
  const r = await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'zat', '--entrants', 'A,B,C,D'], { now });
  expect(r.stderr).toBe(en(file, 'has a deviceId "abc" that tafel never writes (it writes 16 hexadecimal digits)'));
  expect(fs.existsSync(path.join(h, 'events'))).toBe(false);
});

test('an activeEvent that is an object: refused with the path, in English and Dutch', async () => {
  const { h, file } = withSettings('{"schemaVersion":1,"activeEvent":{"x":1}}');
  const r = await tafel(h, ['event', 'show'], { now });
  expect(r).toEqual({ code: 1, stdout: '', stderr: en(file, 'has an active event {"x":1} that is not an event id') });
  const nl = await tafel(h, ['--lang', 'nl', 'event', 'show'], { now });
  expect(nl.stderr).toBe(
    `tafel: ${file} heeft een actief toernooi {"x":1} dat geen toernooi-id is; tafel liet het ongemoeid. Het bevat ` +
      'het actieve blad, de taal en de bewaarde tafels (presets): herstel het met de hand (wie het verwijdert, ' +
      'verliest de bewaarde tafels). Tot dan werkt een opdracht met --lang nl en het id van een blad zonder het ' +
      "bestand, ook een back-up ('tafel export --all --format json --lang nl --out backup.json').\n",
  );
});

test('the fields as tafel writes them still read', async () => {
  const { h } = withSettings('{"schemaVersion":1,"deviceId":"0123456789abcdef","activeEvent":"vrijdag"}');
  await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'zat', '--entrants', 'A,B,C,D'], { now });
  const event = JSON.parse(fs.readFileSync(path.join(h, 'events', 'zat.json'), 'utf8'));
  expect(event.origin).toBe('0123456789abcdef');
  expect((await tafel(h, ['event', 'show'], { now })).code).toBe(0);
});
