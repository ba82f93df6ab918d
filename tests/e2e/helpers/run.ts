// Runs a command in a directory and resolves with its exit code and output (never rejects), for
// specs that sync or build a throw-away copy of the repository.
import { execFile } from 'node:child_process'

export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve) =>
    execFile(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 16 << 20 }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${out}${err}` }),
    ),
  )
}
