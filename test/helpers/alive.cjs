'use strict';
/** Whether a process of this machine runs under `pid` (Io.alive): the test io's answer, in process and in a worker. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

module.exports = { alive };
