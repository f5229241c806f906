/**
 * npm run lint: ESLint beside Prettier's check then knip's dead-code check (two cores, two lanes), each
 * one's output printed whole when it ends; fails when any of them does.
 */
import { spawn } from 'node:child_process'

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => {
      process.stdout.write(output)
      resolve(code ?? 1)
    })
  })
}

const [eslint, formatAndKnip] = await Promise.all([
  run('npx', ['eslint', '.', '--max-warnings', '0']),
  run('npx', ['prettier', '--check', '.']).then(async (code) => code || run('npx', ['knip', '--no-progress'])),
])
process.exit(eslint || formatAndKnip)
