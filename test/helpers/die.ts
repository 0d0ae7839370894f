import { jest } from '@jest/globals';
import fs from 'node:fs';

type Fs = Record<string, (...a: unknown[]) => unknown>;

/**
 * From the k-th call of any of `ops` on, every such call fails: the process "dies" there. Nothing
 * after that point reaches the disk, as with SIGKILL (what the caller keeps in memory is its to clean).
 */
export function dieAt(ops: readonly (keyof typeof fs)[], k: number): { restore: () => void; died: () => boolean } {
  let n = 0;
  let dead = false;
  const spies = ops.map((op) => {
    const real = (fs[op] as (...a: unknown[]) => unknown).bind(fs);
    return jest.spyOn(fs as unknown as Fs, op).mockImplementation(((...a: unknown[]) => {
      if (dead || ++n === k) {
        dead = true;
        throw new Error('killed');
      }
      return real(...a);
    }) as never);
  });
  return {
    restore: () => {
      for (const s of spies) s.mockRestore();
    },
    died: () => dead,
  };
}

/**
 * Runs `during` with the disk full where `op` (renameSync, linkSync) puts a file at `target`: that call fails with
 * ENOSPC as Node's own error says it (code, syscall, path, dest), every other goes through.
 */
export async function fullAt<T>(op: 'renameSync' | 'linkSync', target: string, during: () => Promise<T>): Promise<T> {
  const real = (fs[op] as (a: fs.PathLike, b: fs.PathLike) => void).bind(fs);
  const syscall = op.replace('Sync', '');
  const spy = jest.spyOn(fs as unknown as Fs, op).mockImplementation(((a: fs.PathLike, b: fs.PathLike) => {
    if (String(b) !== target) return real(a, b);
    throw Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${a}' -> '${b}'`), {
      code: 'ENOSPC',
      syscall,
      path: String(a),
      dest: String(b),
    });
  }) as never);
  try {
    return await during();
  } finally {
    spy.mockRestore();
  }
}
