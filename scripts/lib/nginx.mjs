// The proxy of README "Deploying" (deploy/nginx/site.conf), run by Debian's nginx as the file is
// written, with its ports and folders changed: in front of a throw-away server for
// tests/e2e/behind-proxy.spec.ts and scripts/bench/memory.mjs --then-pages.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from '../lib.mjs'

/** Debian's nginx, or undefined where it is not installed (`apt-get install nginx`). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

/** deploy/nginx/site.conf with these ports and folders, inside a minimal nginx.conf in `dir`. */
export function nginxConfig({ port, upstreamPort, dir }) {
  fs.mkdirSync(dir, { recursive: true })
  const temp = (name) => path.join(dir, name)
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx/site.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replace('/var/cache/nginx/log-home-site', temp('cache'))
  fs.writeFileSync(temp('site.conf'), site)
  const main = [
    // As root, nginx's workers would run as nobody, who cannot write these folders.
    process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${temp(kind)};`,
    ),
    `  include ${temp('site.conf')};`,
    '}',
  ].join('\n')
  fs.writeFileSync(temp('nginx.conf'), main)
  return temp('nginx.conf')
}

/**
 * Starts nginx with nginxConfig on 127.0.0.1:`port` in front of 127.0.0.1:`upstreamPort`, and
 * resolves once it answers. Throws, saying what to install, where there is no nginx.
 */
export async function startNginx({ port, upstreamPort, dir }) {
  if (!nginxBinary) {
    throw new Error("nginx is not installed: `apt-get install nginx` (Debian's; .ci/run does)")
  }
  const config = nginxConfig({ port, upstreamPort, dir })
  const check = spawnSync(nginxBinary, ['-t', '-q', '-c', config], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`)
  const child = spawn(nginxBinary, ['-c', config], { stdio: 'inherit' })
  const stopOnExit = () => child.kill('SIGTERM')
  process.on('exit', stopOnExit)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      await fetch(`${base}/api/users/me`)
      break
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error('nginx did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      process.off('exit', stopOnExit)
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
    },
  }
}
