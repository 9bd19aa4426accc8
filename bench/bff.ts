import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

// `npm run bench:bff`: requests/s and p99 of a 2 KB JSON call made directly to the upstream,
// through the BFF and (where Debian's nginx is installed) through nginx proxy_pass, 50
// connections, in the same run, each server in its own process.
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const here = path.dirname(new URL(import.meta.url).pathname);

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, script), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} saiu com código ${code}`)));
  });
}

async function measure(name: string, url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} respostas não-2xx e ${result.errors} erros`);
  }
  return { name, rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function startNginx(upstreamPort: number, port: number) {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (bin) => spawnSync(bin, ['-v']).status === 0,
  );
  if (!nginx) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  upstream api { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const [upstreamPort, bffPort, nginxPort] = [23101, 23102, 23103];
const upstream = await start('bff-upstream.ts', { PORT: String(upstreamPort) });
const bff = await start('bff-server.ts', {
  PORT: String(bffPort),
  UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
});
const nginx = await startNginx(upstreamPort, nginxPort);
try {
  const direct = await measure('direto', `http://127.0.0.1:${upstreamPort}/api/bench`);
  const viaBff = await measure('BFF', `http://127.0.0.1:${bffPort}/api/bench`);
  const viaNginx = nginx
    ? await measure('nginx', `http://127.0.0.1:${nginxPort}/api/bench`)
    : undefined;
  const rows = [direct, viaBff, ...(viaNginx ? [viaNginx] : [])];
  console.log(`\n2 KB JSON, ${CONNECTIONS} conexões, ${DURATION_S} s cada`);
  console.table(rows.map((r) => ({ alvo: r.name, 'req/s': r.rps, 'p99 (ms)': r.p99 })));
  console.log(`BFF/direto = ${(viaBff.rps / direct.rps).toFixed(2)}`);
  if (viaNginx) console.log(`BFF/nginx  = ${(viaBff.rps / viaNginx.rps).toFixed(2)}`);
  else console.log('nginx não instalado: apt-get install -y nginx para a comparação');
} finally {
  upstream.kill();
  bff.kill();
  await nginx?.stop();
}
