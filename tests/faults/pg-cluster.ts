import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers/net.js';

// A PostgreSQL cluster of a test's own (initdb + pg_ctl on a free port in a temporary folder), so a
// test can stop, start and replicate it without touching the shared server on 5432.

const run = promisify(execFile);

/** The newest installed server's binaries (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(root, majors[0], 'bin') : null;
}

// initdb refuses to run as root: then the cluster belongs to the `postgres` user.
const asRoot = process.getuid?.() === 0;
function postgresUser() {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface PgCluster {
  port: number;
  dataDir: string;
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m fast`: running queries are cancelled, connections closed. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
  /** A streaming replica of this cluster (pg_basebackup -R), started on its own port. */
  replica(): Promise<PgCluster>;
}

/** Runs a PostgreSQL binary, as the postgres user when this process is root. */
async function pgBin(bin: string, args: string[]) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const cmd = join(binDir, bin);
  await (asRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args));
}

function ownedTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  return dir;
}

async function clusterAt(root: string, dataDir: string, port: number): Promise<PgCluster> {
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    // A test's data need not survive a power cut.
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const start = () => pgBin('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  await start();
  const cluster: PgCluster = {
    port,
    dataDir,
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => pgBin('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    async destroy() {
      await pgBin('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
    async replica() {
      const replicaRoot = ownedTempDir('huiskans-pg-replica-');
      const replicaData = join(replicaRoot, 'data');
      await pgBin('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        replicaData,
        '-R',
        '-X',
        'stream',
      ]);
      return clusterAt(replicaRoot, replicaData, await freePort());
    },
  };
  return cluster;
}

/** A new cluster (trust authentication on 127.0.0.1, replication allowed) on a free port. */
export async function startPgCluster(): Promise<PgCluster> {
  const root = ownedTempDir('huiskans-pg-');
  const dataDir = join(root, 'data');
  await pgBin('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C.UTF-8',
  ]);
  return clusterAt(root, dataDir, await freePort());
}
