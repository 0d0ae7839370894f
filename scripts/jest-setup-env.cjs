// Jest's globalSetup: the environment the tests, and the processes they start, inherit (set in the parent before
// the workers start; scripts/jest-teardown-env.cjs undoes what it made).
//
// The run's own temporary folder, which every test's data directory, file and browser profile goes under
// (os.tmpdir() reads TMPDIR) and which goes as a whole when the run ends: whatever a test leaves behind (a
// directory made in a test, a server's folder, Chromium unpacked from @sparticuz/chromium) is gone with it,
// and runs at the same time never meet. It lies in memory (tmpfs) where the machine has room there: every
// tafel write is atomic and fsynced, and the lock files too, and on a disk each fsync waits on the journal,
// behind every other session's writes on a shared machine. Nothing a test checks needs a disk: modes, links,
// FIFOs, renames and SIGKILL behave the same on tmpfs. A TMPDIR given, or TAFEL_TEST_TMPDIR=disk, keeps the
// folder under that one or the system's.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SHM = '/dev/shm';
/** A container's /dev/shm is often 64 MB: the tests write some hundreds of MB (the 1,000-sheet backup, Chromium). */
const ROOM = 1024 * 1024 * 1024;

function base() {
  if (process.env.TAFEL_TEST_TMPDIR === 'disk' || process.env.TMPDIR) return os.tmpdir();
  try {
    const st = fs.statfsSync(SHM);
    fs.accessSync(SHM, fs.constants.W_OK);
    if (st.bavail * st.bsize >= ROOM) return SHM;
  } catch {
    // no /dev/shm (not Linux): the system's temporary directory
  }
  return os.tmpdir();
}

module.exports = function testEnvironment() {
  // A machine's CA bundle named in NODE_EXTRA_CA_CERTS is read by every node that starts: 40 ms of CPU each
  // on a machine that names the whole system bundle, over the hundreds of processes the tests start. tafel
  // opens no TLS connection, and nothing a test checks reads it.
  delete process.env.NODE_EXTRA_CA_CERTS;
  process.env.TMPDIR = fs.mkdtempSync(path.join(base(), 'tafel-tests-'));
  process.env.TAFEL_TEST_RUN_DIR = process.env.TMPDIR;
};
