// Jest's globalSetup: the environment the tests, and the processes they start, inherit (set in the parent before
// the workers start). First, the tests' temporary data directories in memory (tmpfs) where the machine has room
// there. Every tafel write is atomic and fsynced, and the lock files too: on a disk each fsync waits on the
// journal, behind every other session's writes on a shared machine, and makes most of a test file's wall clock
// there. Nothing a test checks needs a disk: modes, links, FIFOs, renames and SIGKILL behave the same on tmpfs
// (os.tmpdir() reads TMPDIR). TAFEL_TEST_TMPDIR=disk keeps the system's.
const fs = require('node:fs');

const SHM = '/dev/shm';
/** A container's /dev/shm is often 64 MB: the tests write some hundreds of MB (the 1,000-sheet backup). */
const ROOM = 1024 * 1024 * 1024;

module.exports = function testEnvironment() {
  // A machine's CA bundle named in NODE_EXTRA_CA_CERTS is read by every node that starts: 40 ms of CPU each
  // on a machine that names the whole system bundle, over the hundreds of processes the tests start. tafel
  // opens no TLS connection, and nothing a test checks reads it.
  delete process.env.NODE_EXTRA_CA_CERTS;
  if (process.env.TAFEL_TEST_TMPDIR === 'disk' || process.env.TMPDIR) return;
  try {
    const st = fs.statfsSync(SHM);
    fs.accessSync(SHM, fs.constants.W_OK);
    if (st.bavail * st.bsize >= ROOM) process.env.TMPDIR = SHM;
  } catch {
    // no /dev/shm (not Linux): the system's temporary directory
  }
};
