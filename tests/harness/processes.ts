import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'

export type Started = {
  child: ChildProcess
  /** Why it is gone, when it exited before we stopped it. */
  died: () => string | null
  stop: () => Promise<void>
  /** SIGKILL to the whole group, as a crash would: no shutdown code runs. */
  kill: () => Promise<void>
  /** Resolves once the output is closed (by the process and any child still holding it) and all of it is in the log file. */
  logged: Promise<void>
}

const running = new Set<Started>()

/** Stops every process this benchmark started and that still runs (end of run, error, Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((started) => started.stop()))
}

/**
 * Starts a command in its own process group, its output appended to `logFile`. Stopping signals the
 * whole group: npx, tsx and next start nest several processes and all must go.
 */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Started {
  // A fresh clone has no .data folder yet: the first run makes it.
  mkdirSync(path.dirname(logFile), { recursive: true })
  const log = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  // Two sources into one file: neither ends it (the second would write after the end); the process's close does,
  // once both are drained.
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  const logged = new Promise<void>((resolve) => log.once('close', () => resolve()))
  child.once('close', () => log.end())
  let exit: string | null = null
  let stopping = false
  child.on('exit', (code, signal) => {
    if (!stopping) exit = `${command} ${args.join(' ')} exited (${signal ?? code}); see ${logFile}`
  })
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  /** Signals the group and waits for the exit; SIGKILL follows after 10 s, and once more for stragglers. */
  const end = async (signal: NodeJS.Signals) => {
    stopping = true
    running.delete(started)
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    signalGroup(signal)
    const killed = setTimeout(() => signalGroup('SIGKILL'), 10_000)
    await exited
    clearTimeout(killed)
    // next start leaves its worker behind for a moment: make sure the group is empty.
    signalGroup('SIGKILL')
  }
  const stop = () => end('SIGTERM')
  const kill = () => end('SIGKILL')
  const started: Started = { child, died: () => exit, stop, kill, logged }
  running.add(started)
  child.on('exit', () => running.delete(started))
  return started
}

/** Runs a command to its end, output appended to `logFile` (all of it there when this settles); rejects on a non-zero exit. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const { child, logged } = startProcess(command, args, env, logFile)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      // A server it started (the embedded PostgreSQL) may hold its output open: 2 s at most for the rest of the log.
      void Promise.race([logged, new Promise((wait) => setTimeout(wait, 2000).unref())]).then(() =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code}); see ${logFile}`)),
      )
    })
  })
}
